import { vocabularyWords } from '../../../domain/text-embedding';
import { bundledWordVectors } from './word-vectors';

/**
 * Which language a problem statement is written in, as far as the built-in engine needs to know:
 * English, which it reads, or another language, which it asks to have in English rather than
 * calling a German overdraft problem "not about banking". Read from the small words every
 * sentence has, so names of foreign banks and places in an English sentence do not count, and,
 * for languages without a list here (Swedish, Turkish, Czech...), from how few of its words the
 * English vocabulary of the bundled word vectors knows.
 */

const FUNCTION_WORDS: Readonly<Record<string, string>> = {
  English: 'the a an and or of to in on for with is are was were be been our their they we it this that not no at by from who which when because have has than too',
  German: 'der die das den dem des und oder ist sind war nicht kein keine mit für auf zu ein eine einen einem einer wir unsere unser ihre sie es bei von vom zum zur dass weil wenn auch nur noch sehr zu zurecht kunden bank geld warten verlieren',
  Dutch: 'de het een en of is zijn was niet geen met voor op te wij we onze ons hun zij ze bij van dat omdat als ook nog heel klanten wachten krijgen hebben geld te lang',
  French: 'le la les un une des du de et ou est sont était pas avec pour sur nous nos notre leur leurs ils elles dans par que qui parce aussi très clients banque attendent',
  Spanish: 'el la los las un una unos unas y o es son está no con para por en nuestro nuestros nuestra sus ellos que porque también muy clientes banca dinero saben pierden',
  Italian: 'il lo la i gli le un una e o è sono non con per su nostro nostri loro che perché anche molto troppo clienti banca conto aspettano',
  Portuguese: 'o a os as um uma e ou é são não com para por em no na nos nas nosso nossos seus eles que porque também muito clientes banco esperam pela pelo',
  Polish: 'i w z na się nie jest są do od przez że o dla ich nasi nasze zbyt bardzo klienci banku czekają',
};

const WORDS_OF: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(FUNCTION_WORDS).map(([language, words]) => [language, new Set(words.split(' '))]),
);

/** Letters of scripts other than Latin: Cyrillic, Greek, Arabic, Hebrew, CJK, Devanagari and the like. */
const NON_LATIN_LETTER = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Thai}]/gu;
const ANY_LETTER = /\p{L}/gu;

/** Below this share of words known to the English vocabulary, a statement of several words is not English. */
const MIN_ENGLISH_SHARE = 0.3;
const MIN_WORDS_TO_TELL = 4;

const knownInEnglish = (word: string) => vocabularyWords(word, bundledWordVectors()).length > 0;

/** "English", another language's name, "another language" (another script or unlisted), or undefined when there are no words. */
export function languageOf(text: string, isEnglishWord: (word: string) => boolean = knownInEnglish): string | undefined {
  const letters = text.match(ANY_LETTER)?.length ?? 0;
  if (letters === 0) return undefined;
  if ((text.match(NON_LATIN_LETTER)?.length ?? 0) > letters / 2) return 'another language';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const counts = [...WORDS_OF].map(([language, set]) => ({ language, count: words.filter((word) => set.has(word)).length }));
  const english = counts[0]!.count;
  const [best] = counts.slice(1).sort((a, b) => b.count - a.count);
  // A foreign language must outweigh English clearly: shared words ("de", "a", "no") are common to several.
  if (best && best.count >= 2 && best.count > english * 1.5) return best.language;
  const known = words.filter(isEnglishWord).length;
  return words.length >= MIN_WORDS_TO_TELL && known < words.length * MIN_ENGLISH_SHARE ? 'another language' : 'English';
}

/** True when the statement is clearly in a language other than English. */
export function writtenInAnotherLanguage(text: string): boolean {
  const language = languageOf(text);
  return language !== undefined && language !== 'English';
}
