import naughtyStrings from 'big-list-of-naughty-strings/blns.json';
import { SCRIPT_PAYLOADS, SQL_FRAGMENTS } from './script-payloads';

const OTHER_PAYLOADS = [
  '"}]}',
  '__proto__',
  '%00 \\u0000 \\x00',
  '\\',
  '\r\n\r\nSet-Cookie: injected=1',
] as const;

/** The Big List of Naughty Strings plus our own script, markup and SQL payloads. */
export const HOSTILE_STRINGS: readonly string[] = [
  ...(naughtyStrings as string[]),
  ...SCRIPT_PAYLOADS,
  ...SQL_FRAGMENTS,
  ...OTHER_PAYLOADS,
];

/** Texts no database keeps exactly (NUL; a lone surrogate): refused with a 400, never a 500. */
export const UNSTORABLE_STRINGS = ['before\u0000after', 'broken \ud800 surrogate'] as const;

/** The longest prefix of whole code points that fits `maxLength` UTF-16 units. */
export function fitTo(text: string, maxLength: number): string {
  let fitted = '';
  for (const codePoint of text) {
    if (fitted.length + codePoint.length > maxLength) break;
    fitted += codePoint;
  }
  return fitted;
}

/** Strings joined into texts of at most `maxLength` each, so one request carries many of them. */
export function packInto(strings: readonly string[], maxLength: number, separator = '\n'): string[] {
  const packs: string[] = [];
  let current = '';
  for (const text of strings) {
    const next = current === '' ? text : `${current}${separator}${text}`;
    if (next.length <= maxLength) {
      current = next;
    } else {
      if (current !== '') packs.push(current);
      current = fitTo(text, maxLength);
    }
  }
  if (current !== '') packs.push(current);
  return packs;
}
