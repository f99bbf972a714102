import type { KnowledgeSection, KnowledgeSheet } from '../../../domain/knowledge-sheet';
import type { WordVectors } from '../../../domain/word-vector-file';
import { createSearchIndex, type ScoredEntry } from './rank';
import { createSectionIndex, type RankedSection } from './section-index';
import { bundledWordVectors } from './word-vectors';

/** One `##` section of a sheet: the unit an answer is made of. */
export interface SectionEntry {
  sheet: KnowledgeSheet;
  section: KnowledgeSection;
  /** Position in its sheet: on equal scores the earlier, more general section comes first. */
  order: number;
  title: string;
  sheetTitle: string;
  heading: string;
  keywords: readonly string[];
  body: string;
}

export type ScoredSection = ScoredEntry<SectionEntry>;
export type RankedSectionEntry = RankedSection<SectionEntry>;

export interface KnowledgeBase {
  sheets: readonly KnowledgeSheet[];
  sheet(id: string): KnowledgeSheet | undefined;
  /** A sheet's sections in their written order. */
  sectionsOf(id: string): SectionEntry[];
  /** Sections ranked against the query, best first; `within` limits them to some sheets. */
  searchSections(query: string, options?: { k?: number; within?: ReadonlySet<string> }): ScoredSection[];
  /** Share (0-1) of the query's content words that occur anywhere in the sheets. */
  knownShare(query: string): number;
  /**
   * The chat's ranking: sections by shared words (title, heading, keywords, body, synonyms) and by
   * meaning, best first; `within` limits them to some sheets.
   */
  rankSections(query: string, options?: { within?: ReadonlySet<string> }): RankedSectionEntry[];
  /** Words of the query that no sheet uses: what the assistant knows nothing about. */
  unknownWords(query: string): string[];
}

function toSections(sheet: KnowledgeSheet): SectionEntry[] {
  return sheet.sections.map((section, order) => ({
    sheet,
    section,
    order,
    title: `${section.heading} ${sheet.title}`,
    sheetTitle: sheet.title,
    heading: section.heading,
    keywords: sheet.keywords,
    body: section.body,
  }));
}

/**
 * The offline chat assistant's knowledge (DESIGN "AI"), searchable a section at a time; the bundled
 * word vectors rank the chat's sections by meaning as well as by words.
 */
export function createKnowledgeBase(
  sheets: readonly KnowledgeSheet[],
  /** null ranks by words alone (the bench compares both). */
  vectors: WordVectors | null = bundledWordVectors(),
): KnowledgeBase {
  const byId = new Map(sheets.map((sheet) => [sheet.id, sheet]));
  const sections = sheets.flatMap(toSections);
  const index = createSearchIndex(sections);
  const chatIndex = createSectionIndex(sections, vectors ?? undefined);
  const positionsOf = (ids: ReadonlySet<string>) =>
    new Set(sections.flatMap((entry, position) => (ids.has(entry.sheet.id) ? [position] : [])));
  return {
    sheets,
    sheet: (id) => byId.get(id),
    sectionsOf: (id) => sections.filter((entry) => entry.sheet.id === id),
    searchSections(query, { k = 5, within } = {}) {
      return index
        .search(query, sections.length)
        .filter((result) => !within || within.has(result.entry.sheet.id))
        .slice(0, k);
    },
    knownShare: (query) => index.knownShare(query),
    rankSections: (query, { within } = {}) => chatIndex.rank(query, within && positionsOf(within)),
    unknownWords: (query) => chatIndex.unknownWords(query),
  };
}
