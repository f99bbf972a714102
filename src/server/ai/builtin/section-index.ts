import { cosine } from '../../../domain/vector-math';
import { embedText } from '../../../domain/text-embedding';
import type { WordVectors } from '../../../domain/word-vector-file';
import { synonymStems } from './chat-synonyms';
import { contentStems, stem, tokenize } from './text';

/** What the index needs of a knowledge section. */
export interface IndexedText {
  sheetTitle: string;
  heading: string;
  keywords: readonly string[];
  body: string;
}

export interface RankedSection<T> {
  entry: T;
  /** Shared words (BM25F) plus meaning, the figure sections are ranked by. */
  score: number;
  /** BM25F of the question's words and their synonyms. */
  lexical: number;
  /** Cosine (-1 to 1) between the question's and the section's meaning; 0 without word vectors. */
  meaning: number;
  /** A word of the question (or a synonym) is in the sheet's title or keywords. */
  inHeadline: boolean;
}

type Field = 'title' | 'heading' | 'keywords' | 'body';
const FIELDS: readonly Field[] = ['title', 'heading', 'keywords', 'body'];

/**
 * A word in the sheet's title or keywords names the topic; one in the section's heading names the
 * part of it; one in the body only touches it.
 */
const FIELD_WEIGHTS: Readonly<Record<Field, number>> = { title: 3, heading: 2, keywords: 2.5, body: 1 };
const K1 = 1.2;
const B = 0.75;
/** Per word of a multi-word keyword or title phrase found verbatim in the question. */
const PHRASE_BONUS = 1.5;
/** A synonym of a question word counts for this much of the word itself. */
const SYNONYM_WEIGHT = 0.5;
/**
 * How much meaning weighs against shared words: a cosine of 0.5 (a close paraphrase) is worth
 * about as much as the topic's name in a title (tuned on the labelled questions: 8, 15 and 25 tried).
 */
export const MEANING_WEIGHT = 15;

interface Doc<T> {
  entry: T;
  counts: Record<Field, Map<string, number>>;
  lengths: Record<Field, number>;
  phrases: string[];
  head?: Float32Array;
  whole?: Float32Array;
}

const phraseKey = (text: string) => ` ${tokenize(text).map(stem).join(' ')} `;

function countStems(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of contentStems(text)) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

const total = (map: Map<string, number>) => [...map.values()].reduce((sum, n) => sum + n, 0);

/** The question's stems with their weights: its own at 1, synonyms at SYNONYM_WEIGHT. */
export function weightedStems(query: string): Map<string, number> {
  const weights = new Map<string, number>();
  const own = new Set(contentStems(query));
  for (const s of own) weights.set(s, 1);
  for (const s of own) {
    for (const other of synonymStems(s)) if (!weights.has(other)) weights.set(other, SYNONYM_WEIGHT);
  }
  return weights;
}

export interface SectionIndex<T> {
  /** Every section scored against the query (those with no shared word and no meaning left out), best first. */
  rank(query: string, within?: ReadonlySet<number>): RankedSection<T>[];
  /** Content words of the query that no section uses, as the question wrote them. */
  unknownWords(query: string): string[];
}

/**
 * BM25F over each section's sheet title, heading, keywords and body, with synonyms at a lower
 * weight, plus the cosine between the question's meaning and the section's when word vectors are
 * given. Deterministic; sections are indexed and embedded once.
 */
export function createSectionIndex<T extends IndexedText>(entries: readonly T[], vectors?: WordVectors): SectionIndex<T> {
  // A sheet's meaning as a whole: a question about the topic is close to it even where one section is not.
  const sheetTexts = new Map<string, string>();
  for (const entry of entries) sheetTexts.set(entry.sheetTitle, `${sheetTexts.get(entry.sheetTitle) ?? `${entry.sheetTitle}. ${entry.keywords.join(', ')}.`} ${entry.body}`);
  const sheetVectors = new Map([...sheetTexts].map(([title, text]) => [title, vectors && embedText(text, vectors).vector]));
  const docs: Doc<T>[] = entries.map((entry) => {
    const counts = {
      title: countStems(entry.sheetTitle),
      heading: countStems(entry.heading === 'Overview' ? '' : entry.heading),
      keywords: countStems(entry.keywords.join(' . ')),
      body: countStems(entry.body),
    };
    const lengths = { title: total(counts.title), heading: total(counts.heading), keywords: total(counts.keywords), body: total(counts.body) };
    const phrases = [...entry.keywords, entry.sheetTitle].filter((text) => tokenize(text).length > 1).map(phraseKey);
    const head = sheetVectors.get(entry.sheetTitle);
    const whole = vectors && embedText(`${entry.sheetTitle}. ${entry.heading}. ${entry.body}`, vectors).vector;
    return { entry, counts, lengths, phrases, head, whole };
  });
  const average = (field: Field) => docs.reduce((sum, doc) => sum + doc.lengths[field], 0) / Math.max(docs.length, 1);
  const averages = { title: average('title'), heading: average('heading'), keywords: average('keywords'), body: average('body') };
  const frequency = new Map<string, number>();
  for (const doc of docs) {
    for (const s of new Set(FIELDS.flatMap((field) => [...doc.counts[field].keys()]))) frequency.set(s, (frequency.get(s) ?? 0) + 1);
  }
  const idf = (s: string) => {
    const n = frequency.get(s) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };
  const tf = (doc: Doc<T>, s: string) =>
    FIELDS.reduce((sum, field) => {
      const count = doc.counts[field].get(s) ?? 0;
      if (count === 0) return sum;
      const norm = 1 - B + (B * doc.lengths[field]) / Math.max(averages[field], 1);
      return sum + (FIELD_WEIGHTS[field] * count) / norm;
    }, 0);

  return {
    rank(query, within) {
      const stems = weightedStems(query);
      const queryKey = phraseKey(query);
      const embedded = vectors ? embedText(query, vectors) : undefined;
      const results: RankedSection<T>[] = [];
      docs.forEach((doc, i) => {
        if (within && !within.has(i)) return;
        let lexical = doc.phrases.filter((phrase) => queryKey.includes(phrase)).reduce((sum, phrase) => sum + PHRASE_BONUS * phrase.trim().split(' ').length, 0);
        let inHeadline = false;
        for (const [s, weight] of stems) {
          const f = tf(doc, s);
          if (f === 0) continue;
          lexical += (weight * idf(s) * f * (K1 + 1)) / (K1 + f);
          if (doc.counts.title.has(s) || doc.counts.keywords.has(s)) inHeadline = true;
        }
        const meaning =
          embedded && embedded.known > 0 && doc.head && doc.whole ? (cosine(embedded.vector, doc.head) + cosine(embedded.vector, doc.whole)) / 2 : 0;
        if (lexical === 0 && meaning <= 0) return;
        results.push({ entry: doc.entry, lexical, meaning, inHeadline, score: lexical + MEANING_WEIGHT * Math.max(meaning, 0) });
      });
      return results.sort((a, b) => b.score - a.score);
    },
    unknownWords(query) {
      return [...new Set(tokenize(query).filter((word) => contentStems(word).length > 0 && !frequency.has(stem(word))))];
    },
  };
}
