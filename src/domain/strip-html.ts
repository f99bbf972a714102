/** What may follow `<` in a tag, a closing tag, a comment or a doctype; "fees < 2%" stays text. */
const TAG_START = /[a-z/!?]/i;

const startsTag = (next: string | undefined) => next !== undefined && TAG_START.test(next);

/**
 * Model output as plain text: every `<` + TAG_START + ... + `>` removed, entities left as they
 * are, as if removals were repeated until none is left, so a tag hidden inside another
 * (`<scr<b>ipt>`) goes too. One pass with a stack of the `<` not yet closed keeps it linear: a
 * removal can only join the text before it into a new tag if that text ends in an open `<`.
 */
export function stripHtml(text: string): string {
  const kept: string[] = [];
  const open: number[] = [];
  for (const char of text) {
    if (char === '<') open.push(kept.length);
    if (char === '>') {
      const start = open.pop();
      if (start !== undefined && startsTag(kept[start + 1])) {
        kept.length = start;
        continue;
      }
      // A `>` that closes no tag stands between every `<` before it and any later `>`.
      open.length = 0;
    }
    kept.push(char);
  }
  return kept.join('');
}

/** Where the text's last tag may still be coming: the first possible tag start after the last `>`. */
function unfinishedTagStart(text: string): number {
  for (let at = text.indexOf('<', text.lastIndexOf('>') + 1); at !== -1; at = text.indexOf('<', at + 1)) {
    if (at === text.length - 1 || startsTag(text[at + 1])) return at;
  }
  return -1;
}

/**
 * stripHtml for text that arrives in pieces: a tag may be split across two of them, so the end of
 * a piece that could still become a tag is held back until the next one (or `flush`). A held part
 * longer than `maxHeldLength` was never a tag and is let through.
 */
export function htmlStripper(maxHeldLength = 500) {
  let held = '';
  return {
    push(piece: string): string {
      const text = stripHtml(held + piece);
      const open = unfinishedTagStart(text);
      const keep = open !== -1 && text.length - open <= maxHeldLength;
      held = keep ? text.slice(open) : '';
      return keep ? text.slice(0, open) : text;
    },
    flush(): string {
      const rest = held;
      held = '';
      return rest;
    },
  };
}
