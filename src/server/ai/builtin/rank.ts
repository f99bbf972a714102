import { contentStems, stem, tokenize } from './text';

export interface Searchable {
  title: string;
  keywords: readonly string[];
  body: string;
}

export interface ScoredEntry<T> {
  entry: T;
  score: number;
  /** Whether a word of the question appears in the entry's title or keywords, not only its body. */
  inHeadline: boolean;
}

export interface SearchIndex<T> {
  /** The best `k` entries for the query, best first; entries matching nothing are left out. */
  search(query: string, k?: number): ScoredEntry<T>[];
  /** Share (0-1) of the query's content words that occur anywhere in the indexed entries. */
  knownShare(query: string): number;
}

type Field = 'title' | 'keywords' | 'body';
const FIELDS: readonly Field[] = ['title', 'keywords', 'body'];

/** A word in the title or keywords says more about the topic than the same word in the body. */
const FIELD_WEIGHTS: Readonly<Record<Field, number>> = { title: 3, keywords: 2.5, body: 1 };
const K1 = 1.2;
const B = 0.75;
/** Per word of a multi-word keyword found verbatim: "how might we" is all stop words otherwise. */
const PHRASE_BONUS = 1.5;

interface IndexedDocument<T> {
  entry: T;
  counts: Record<Field, Map<string, number>>;
  lengths: Record<Field, number>;
  phrases: string[];
}

/** Every word stemmed, stop words kept, padded so that `includes` matches whole words only. */
function phraseKey(text: string): string {
  return ` ${tokenize(text).map(stem).join(' ')} `;
}

function phraseBonus<T>(doc: IndexedDocument<T>, queryKey: string): number {
  return doc.phrases
    .filter((phrase) => queryKey.includes(phrase))
    .reduce((sum, phrase) => sum + PHRASE_BONUS * phrase.trim().split(' ').length, 0);
}

function countStems(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const stem of contentStems(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return counts;
}

function indexDocument<T extends Searchable>(entry: T): IndexedDocument<T> {
  const texts: Record<Field, string> = {
    title: entry.title,
    keywords: entry.keywords.join(' . '),
    body: entry.body,
  };
  const counts = {
    title: countStems(texts.title),
    keywords: countStems(texts.keywords),
    body: countStems(texts.body),
  };
  const total = (map: Map<string, number>) => [...map.values()].reduce((sum, n) => sum + n, 0);
  const lengths = { title: total(counts.title), keywords: total(counts.keywords), body: total(counts.body) };
  const phrases = entry.keywords.filter((keyword) => tokenize(keyword).length > 1).map(phraseKey);
  return { entry, counts, lengths, phrases };
}

/** Field-weighted term frequency, normalised by field length (BM25F). */
function weightedFrequency<T>(
  doc: IndexedDocument<T>,
  stem: string,
  averages: Record<Field, number>,
): number {
  return FIELDS.reduce((sum, field) => {
    const count = doc.counts[field].get(stem) ?? 0;
    if (count === 0) return sum;
    const norm = 1 - B + (B * doc.lengths[field]) / Math.max(averages[field], 1);
    return sum + (FIELD_WEIGHTS[field] * count) / norm;
  }, 0);
}

function fieldAverages<T>(docs: readonly IndexedDocument<T>[]): Record<Field, number> {
  const average = (field: Field) =>
    docs.reduce((sum, doc) => sum + doc.lengths[field], 0) / Math.max(docs.length, 1);
  return { title: average('title'), keywords: average('keywords'), body: average('body') };
}

function documentFrequencies<T>(docs: readonly IndexedDocument<T>[]): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const doc of docs) {
    const stems = new Set(FIELDS.flatMap((field) => [...doc.counts[field].keys()]));
    for (const stem of stems) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
  }
  return frequency;
}

/** BM25F full-text ranking over title, keywords and body, with a bonus for keyword phrases. */
export function createSearchIndex<T extends Searchable>(entries: readonly T[]): SearchIndex<T> {
  const docs = entries.map(indexDocument);
  const averages = fieldAverages(docs);
  const frequency = documentFrequencies(docs);
  const idf = (stem: string) => {
    const n = frequency.get(stem) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };
  const scoreDocument = (
    doc: IndexedDocument<T>,
    stems: readonly string[],
    queryKey: string,
  ): ScoredEntry<T> => {
    const score = stems.reduce(
      (sum, stem) => {
        const tf = weightedFrequency(doc, stem, averages);
        return tf === 0 ? sum : sum + (idf(stem) * tf * (K1 + 1)) / (K1 + tf);
      },
      phraseBonus(doc, queryKey),
    );
    const inHeadline = stems.some((stem) => doc.counts.title.has(stem) || doc.counts.keywords.has(stem));
    return { entry: doc.entry, score, inHeadline };
  };

  return {
    search(query, k = 3) {
      const stems = [...new Set(contentStems(query))];
      const queryKey = phraseKey(query);
      return docs
        .map((doc) => scoreDocument(doc, stems, queryKey))
        .filter((result) => result.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, Math.max(0, k));
    },
    knownShare(query) {
      const stems = [...new Set(contentStems(query))];
      return stems.length === 0 ? 0 : stems.filter((stem) => frequency.has(stem)).length / stems.length;
    },
  };
}
