import { FrontMatterError, parseFrontMatter } from './front-matter';
import { z } from './zod';

/** Lower-case words joined by hyphens, as file names and `related` lists use them. */
const sheetId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and hyphens, such as "sme-lending"');

export const knowledgeSheetFrontMatterSchema = z.strictObject({
  id: sheetId,
  title: z.string().trim().min(3, 'give the sheet a title').max(120, 'keep the title under 120 characters'),
  keywords: z
    .array(z.string().min(1), 'give a list such as [open banking, psd2, api]')
    .min(1, 'give at least one keyword'),
  related: z.array(sheetId, 'give a list of sheet ids such as [bnpl, open-banking]').default([]),
  domain: z.string().trim().min(1).max(60).optional(),
  /**
   * A method the assistant can walk through for a user's case: each `##` heading named here is
   * one step, with the kinds of evidence that step asks for.
   */
  walkthrough: z.record(z.string(), z.string().min(1), 'indent one "Heading: evidence words" line per step').optional(),
});

export interface KnowledgeSection {
  heading: string;
  body: string;
}

export interface KnowledgeSheet {
  id: string;
  title: string;
  keywords: string[];
  related: string[];
  domain?: string;
  walkthrough?: Record<string, string>;
  sections: KnowledgeSection[];
}

/** A sheet that cannot be used, with the field at fault so the author can find it. */
export class KnowledgeSheetError extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

/** The body's `## ` sections; text before the first heading is the sheet's overview. */
function splitSections(body: string): KnowledgeSection[] {
  const sections: KnowledgeSection[] = [];
  let current: KnowledgeSection = { heading: 'Overview', body: '' };
  for (const line of body.split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      if (current.body.trim() !== '') sections.push(current);
      current = { heading: heading[1]!, body: '' };
    } else current.body += `${line}\n`;
  }
  if (current.body.trim() !== '') sections.push(current);
  return sections.map((section) => ({ heading: section.heading, body: section.body.trim() }));
}

function checkWalkthrough(walkthrough: Record<string, string> | undefined, sections: KnowledgeSection[]) {
  const headings = new Set(sections.map((section) => section.heading));
  const missing = Object.keys(walkthrough ?? {}).find((step) => !headings.has(step));
  if (missing) throw new KnowledgeSheetError('walkthrough', `"${missing}" is not a "## " heading of the sheet`);
}

/** Reads one sheet's text; throws KnowledgeSheetError naming the field that is wrong. */
export function parseKnowledgeSheet(text: string): KnowledgeSheet {
  let document;
  try {
    document = parseFrontMatter(text);
  } catch (error) {
    if (error instanceof FrontMatterError) throw new KnowledgeSheetError('front matter', error.message);
    throw error;
  }
  const parsed = knowledgeSheetFrontMatterSchema.safeParse(document.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new KnowledgeSheetError(issue.path.join('.') || 'front matter', issue.message);
  }
  const sections = splitSections(document.body);
  if (sections.length === 0) throw new KnowledgeSheetError('body', 'write at least one "## " section');
  checkWalkthrough(parsed.data.walkthrough, sections);
  return { ...parsed.data, sections };
}
