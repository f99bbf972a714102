import type { KnowledgeSection, KnowledgeSheet } from '../../../domain/knowledge-sheet';
import { createSearchIndex, type ScoredEntry } from './rank';

/** One `##` section of a sheet: the unit an answer is made of. */
export interface SectionEntry {
  sheet: KnowledgeSheet;
  section: KnowledgeSection;
  /** Position in its sheet: on equal scores the earlier, more general section comes first. */
  order: number;
  title: string;
  keywords: readonly string[];
  body: string;
}

export type ScoredSection = ScoredEntry<SectionEntry>;

export interface KnowledgeBase {
  sheets: readonly KnowledgeSheet[];
  sheet(id: string): KnowledgeSheet | undefined;
  /** A sheet's sections in their written order. */
  sectionsOf(id: string): SectionEntry[];
  /** Sections ranked against the query, best first; `within` limits them to some sheets. */
  searchSections(query: string, options?: { k?: number; within?: ReadonlySet<string> }): ScoredSection[];
  /** Share (0-1) of the query's content words that occur anywhere in the sheets. */
  knownShare(query: string): number;
}

function toSections(sheet: KnowledgeSheet): SectionEntry[] {
  return sheet.sections.map((section, order) => ({
    sheet,
    section,
    order,
    title: `${section.heading} ${sheet.title}`,
    keywords: sheet.keywords,
    body: section.body,
  }));
}

/** The offline chat assistant's knowledge (DESIGN "AI"), searchable a section at a time. */
export function createKnowledgeBase(sheets: readonly KnowledgeSheet[]): KnowledgeBase {
  const byId = new Map(sheets.map((sheet) => [sheet.id, sheet]));
  const sections = sheets.flatMap(toSections);
  const index = createSearchIndex(sections);
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
  };
}
