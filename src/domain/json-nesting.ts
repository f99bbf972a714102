/** Deeper than any body the app takes (a journey is about six levels), far below a stack overflow. */
export const MAX_JSON_NESTING = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * How deeply a JSON text nests its arrays and objects, read without parsing it: brackets inside
 * strings do not count. A loop, not recursion, so a hostile depth cannot overflow the stack.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      deepest = Math.max(deepest, depth);
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return deepest;
}
