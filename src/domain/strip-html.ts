import { removeUntilStable } from './remove-until-stable';

/**
 * A tag, a comment or a doctype: `<` then a letter, `/`, `!` or `?`, up to the next `>`. A `<`
 * before a space or a digit ("fees < 2%") is text and stays.
 */
const TAG = /<!--[\s\S]*?-->|<[a-z/!?][^<>]*>/gi;

/** The start of a tag that has not closed yet: nothing after it is a `>`. */
const OPEN_TAG = /<(?=[a-z/!?]|$)(?![^>]*>)/i;

/**
 * Model output as plain text: HTML tags and comments removed, entities left as they are. Repeated
 * until nothing changes, so a tag hidden inside another (`<scr<b>ipt>`) does not survive.
 */
export function stripHtml(text: string): string {
  return removeUntilStable(text, TAG);
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
      const open = text.search(OPEN_TAG);
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
