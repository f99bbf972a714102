import diff from 'fast-diff';

/**
 * Where a caret at `index` in `before` belongs in `after`: it stays with the characters around it
 * when someone else's typing lands before it, and inside a removed stretch it goes to where that
 * was. Text inserted exactly at the caret lands after it, so the person keeps typing where they were.
 */
export function mapCaret(before: string, after: string, index: number): number {
  let inBefore = 0;
  let inAfter = 0;
  for (const [kind, text] of diff(before, after)) {
    if (kind === diff.INSERT) {
      if (inBefore < index) inAfter += text.length;
      continue;
    }
    const end = inBefore + text.length;
    if (index >= inBefore && index <= end) return kind === diff.EQUAL ? inAfter + (index - inBefore) : inAfter;
    inBefore = end;
    if (kind === diff.EQUAL) inAfter += text.length;
  }
  return inAfter;
}
