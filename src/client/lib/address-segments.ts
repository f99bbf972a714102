/**
 * An e-mail address cut where a line may break without tearing a word: after the "@" and before
 * each ".", as mail clients wrap addresses. Text that is not an address comes back whole.
 */
export function addressSegments(text: string): string[] {
  if (!/^[^\s@]+@[^\s@]+$/.test(text)) return [text];
  return text.split(/(?<=@)|(?=\.)/);
}
