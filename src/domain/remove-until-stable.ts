/**
 * Removes every match of a global pattern, again and again until none is left: one removal can
 * join the text around it into a new match (`<scr<b>ipt>`), which a single pass would let through.
 */
export function removeUntilStable(text: string, pattern: RegExp): string {
  let current = text;
  for (;;) {
    const next = current.replace(pattern, '');
    if (next === current) return next;
    current = next;
  }
}
