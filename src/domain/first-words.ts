/** The opening words of a text, to tell apart controls that repeat ('Use this example: Young customers open…'). */
export function firstWords(text: string, count = 6): string {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const opening = words.slice(0, count).join(' ');
  return words.length > count ? `${opening}…` : opening;
}
