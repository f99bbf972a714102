/**
 * The suggestion after the one a field shows now, so 'Regenerate' always changes the text, also
 * after a reload; a field holding the user's own words starts again from the first suggestion.
 */
export function nextSuggestionVariant(
  current: string,
  count: number,
  suggest: (variant: number) => string,
): number {
  for (let variant = 0; variant < count; variant += 1) {
    if (suggest(variant) === current.trim()) return variant + 1;
  }
  return 0;
}
