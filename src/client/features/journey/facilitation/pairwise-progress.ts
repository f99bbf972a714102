/** The first of your comparisons not yet answered (its index), or null when all are. */
export function nextPairIndex(pairCount: number, choices: Record<string, unknown>): number | null {
  for (let index = 0; index < pairCount; index += 1) if (!(String(index) in choices)) return index;
  return null;
}
