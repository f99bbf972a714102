/**
 * What two idea titles are compared by: letters and digits of any script, lower case, accents and
 * punctuation dropped, so "Instant Dispute-Tracker!" and "instant dispute tracker" are one title.
 */
export function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
