/** Said when a text holds a character the databases cannot keep exactly as it was sent. */
export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be saved (a NUL or a broken Unicode character).';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a text comes back byte for byte after a save: PostgreSQL refuses NUL in text columns,
 * and both databases store UTF-8, where a lone surrogate turns into U+FFFD.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The dotted path of the first string in a parsed JSON value that is not storable ('_' for the root). */
export function findUnstorableText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.') || '_';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
