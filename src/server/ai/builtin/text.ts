/** Plain-text helpers shared by the built-in engine's idea composer and chat ranking. */

const ENGLISH_STOP_WORDS = `
a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each either else ever every few for from
further had has have having he her here hers him his how i if in into is it its itself just let me
might more most must my no nor not now of off on once only or other our ours out over own per please
same shall she should so some such than that the their theirs them then there these they this those
through to too under until up upon us very via was we were what when where which while who whom whose
why will with within without would yet you your yours
tell explain know give thing things something anything really
`;

export const STOP_WORDS: ReadonlySet<string> = new Set(ENGLISH_STOP_WORDS.split(/\s+/).filter(Boolean));

const WORD_PATTERN = /[\p{L}\p{N}]+/gu;
const LATIN_ONLY = /^[a-z0-9]+$/;

/** Lower-cased word tokens; single Latin letters are noise, single CJK characters are not. */
export function tokenize(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(WORD_PATTERN) ?? [];
  return words.filter((word) => word.length > 1 || !LATIN_ONLY.test(word));
}

function undouble(base: string): string {
  const last = base.at(-1);
  const doubled = base.length > 3 && last === base.at(-2) && last !== undefined && !'lsz'.includes(last);
  return doubled ? base.slice(0, -1) : base;
}

function stripSuffix(word: string, suffix: string): string | undefined {
  if (!word.endsWith(suffix) || word.length - suffix.length < 3) return undefined;
  return undouble(word.slice(0, -suffix.length));
}

/**
 * A deliberately small English stemmer: both the query and the documents go through it, so
 * consistency matters more than linguistic accuracy ("planning" and "plans" both become "plan").
 */
export function stem(word: string): string {
  if (word.length <= 3 || !LATIN_ONLY.test(word)) return word;
  let base = word;
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (/(ss|x|z|ch|sh)es$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('s') && !/(ss|us|is)$/.test(base)) base = base.slice(0, -1);
  base = stripSuffix(base, 'ing') ?? stripSuffix(base, 'ed') ?? base;
  if (base.endsWith('ation') && base.length > 7) return base.slice(0, -3);
  return base.length >= 4 && base.endsWith('e') && !base.endsWith('ee') ? base.slice(0, -1) : base;
}

/** Stemmed content words of a text, stop words removed, in order of appearance. */
export function contentStems(text: string): string[] {
  return tokenize(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** 32-bit FNV-1a: a stable seed from text, so the offline engine stays deterministic. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
