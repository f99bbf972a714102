import { STOP_WORDS, tokenize } from './text';

/**
 * Reading what a team typed the way a reviewer would: a field holding only "x", "tbd" or "n/a" says
 * nothing, and a cue word ("board", "pilot") in a clause that denies or doubts it ("the board is
 * not convinced", "interviews pending") is no evidence for it.
 */

/** Words people type to fill a field without saying anything. */
const FILLER_WORDS = new Set(
  `x xx xxx tbd tbc tba todo n a na none nothing nil null unknown pending unclear same idem dunno placeholder
   test testing asdf asd qwe qwerty lorem ipsum dolor sit amet etc blah foo bar later defined decided
   confirmed determined agreed see above below yes ok okay fill filled`
    .split(/\s+/)
    .filter(Boolean),
);

const fillerWord = (word: string) => FILLER_WORDS.has(word) || /^(.)\1+$/.test(word);

/** True when the text holds no word that says anything: empty, punctuation, "x", "TBD.", "n/a", "asdf". */
export function isFiller(text: string): boolean {
  return tokenize(text).every((word) => fillerWord(word) || STOP_WORDS.has(word));
}

/** Words of a text that say something: "x x x" has none, "a tbd" has one ("a"). */
export function meaningfulWordCount(text: string): number {
  return text.split(/\s+/).filter((word) => {
    const tokens = tokenize(word);
    return tokens.length === 0 ? !/^(x+|[\W_]*)$/i.test(word) : !tokens.every(fillerWord);
  }).length;
}

/** Words that deny what they stand next to. Checked within the clause of the cue. */
const DENIAL =
  /\b(not|no|never|none|nobody|nothing|neither|nor|without|cannot|lacks?|lacking|missing|declined|refused|rejected|opposed|against|sceptical|skeptical|unconvinced|unwilling|failed)\b|n['’]t\b/i;
/** Words that leave it open. Checked within the whole sentence: "Sponsor: tbd". */
const DOUBT =
  /\b(pending|unclear|unknown|unsure|uncertain|unconfirmed|unproven|untested|undecided|tbd|tbc|tba|to be (confirmed|decided|defined|determined|agreed|found)|yet to|planned|plan to|planning to|hope\w*|maybe|perhaps|possibly|might|assum\w*|guess\w*|whether|doubt\w*|open question|not sure|if any)\b|\?/i;

/** Ends of a sentence: a full stop before a space (not "2.1"), "!", "?", ";" or a new line. */
const SENTENCE_END = /[.!?](?=\s|$)|[;\n]/g;
/** Ends of a clause within a sentence. "or" is not one: "no limits or monitoring" denies both. */
const CLAUSE_END = /[,:(){}[\]–—]|\s(?:and|but|while|whereas|although|though|because|with|so)\s/gi;

function boundsAround(text: string, start: number, end: number, pattern: RegExp): [number, number] {
  let from = 0;
  let to = text.length;
  for (const match of text.matchAll(pattern)) {
    const at = match.index;
    if (at + match[0].length <= start) from = at + match[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return [from, to];
}

/**
 * True when the words at `start`..`end` of the text are denied in their clause or doubted in their
 * sentence. The cue's own words do not count: "cannot pay" is a pain, not a denial of one.
 */
export function isDeniedOrDoubted(text: string, start: number, end: number): boolean {
  const [sentenceStart, sentenceEnd] = boundsAround(text, start, end, SENTENCE_END);
  const [clauseStart, clauseEnd] = boundsAround(text, start, end, CLAUSE_END);
  const around = (from: number, to: number) => `${text.slice(Math.max(from, 0), start)} ${text.slice(end, to)}`;
  const clause = around(Math.max(clauseStart, sentenceStart), Math.min(clauseEnd, sentenceEnd));
  const sentence = `${around(sentenceStart, sentenceEnd)} ${text.slice(sentenceEnd, sentenceEnd + 1) === '?' ? '?' : ''}`;
  return DENIAL.test(clause) || DOUBT.test(sentence);
}
