/** One answer of the offline chat assistant's curated knowledge base (DESIGN "AI"). */
export interface KnowledgeEntry {
  id: string;
  title: string;
  /** Words and phrases people use when asking about the topic; ranked above the body. */
  keywords: readonly string[];
  /** The answer in Markdown: short paragraphs and bullet lists, 80-250 words. */
  body: string;
  /** Where the content comes from, e.g. 'Source: knowledge sheet, Part 2'. */
  source?: string;
}
