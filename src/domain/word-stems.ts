/**
 * Normalised word stems for comparing short business texts (idea titles and descriptions, a
 * problem statement). Both sides of every comparison go through the same steps, so a rough
 * stem that is consistent serves better than a linguistically exact one.
 */

const STOP_WORDS = new Set(
  `a about after all also an and any are as at be been before being between both but by can could
  do does each either every for from had has have how if in into is it its just may more most much
  must no not of off on once one only or other our out over own per same should so some such than
  that the their them then there these they this those through to too under until up upon very via
  was we were what when where which while who whom why will with within without would you your
  several few many lot lots take takes get gets got make makes made two three four five six seven
  eight nine ten risk manage seen idea ideas`.split(/\s+/),
);

const SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ers', 'er', 'ed', 'es', 's', 'ly'] as const;

/** Lower case, accents folded, split on anything that is not a letter or a digit. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

function withoutEnding(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
      const base = word.slice(0, -suffix.length);
      return suffix === 'ies' ? `${base}y` : base;
    }
  }
  return word;
}

/**
 * Strips one common English ending, keeping at least four letters, then a silent final e, so
 * "dispute", "disputes" and "disputed" meet.
 */
export function wordStem(word: string): string {
  const base = withoutEnding(word);
  return base.length > 4 && base.endsWith('e') && !base.endsWith('ee') ? base.slice(0, -1) : base;
}

/** A text's content words with their stems, in order, stop words and bare numbers left out. */
export function contentWords(text: string): { word: string; stem: string }[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map((word) => ({ word, stem: wordStem(word) }));
}

export function contentWordStems(text: string): string[] {
  return contentWords(text).map((entry) => entry.stem);
}
