import type { KnowledgeSheet } from '../../../domain/knowledge-sheet';
import type { JourneyChatContext } from '../engine';
import type { KnowledgeBase, SectionEntry } from './knowledge-base';
import { contentStems } from './text';

const EVIDENCE_LINES = 2;
const STEP_NAMES = ['Real', 'Win', 'Worth'] as const;

export interface Walkthrough {
  text: string;
  sheets: KnowledgeSheet[];
}

/** The method sheet a request names ("Real-Win-Worth", "R-W-W"), if it is one the assistant can walk. */
export function findMethodSheet(knowledge: KnowledgeBase, methodText: string): KnowledgeSheet | undefined {
  return knowledge
    .searchSections(methodText, { k: 10 })
    .find((result) => result.inHeadline && result.entry.sheet.walkthrough)?.entry.sheet;
}

/** Bullet lines (or sentences) of a section, the ones naming most of the wanted words first. */
function evidenceLines(entry: SectionEntry, wanted: ReadonlySet<string>): string[] {
  const bullets = entry.body.split('\n').filter((line) => line.startsWith('- '));
  const lines = bullets.length > 0 ? bullets.map((line) => line.slice(2)) : entry.body.split(/(?<=\.)\s+/);
  const hits = (line: string) => contentStems(line).filter((stem) => wanted.has(stem)).length;
  return lines
    .map((line, index) => ({ line: line.trim(), index, hits: hits(line) }))
    .filter((candidate) => candidate.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, EVIDENCE_LINES)
    .map((candidate) => candidate.line);
}

/** What the other sheets know that bears on one step for this subject; never a sheet off the subject. */
function stepEvidence(
  knowledge: KnowledgeBase,
  method: KnowledgeSheet,
  subject: string,
  terms: string,
  used: Set<string>,
): { entry: SectionEntry; lines: string[] } | undefined {
  const methodFamily = new Set([method.id, ...method.related]);
  const subjectStems = new Set(contentStems(subject));
  // The sheet itself must be about the subject: a method sheet that merely mentions "payments" is not evidence.
  const onSubject = (entry: SectionEntry) =>
    contentStems(`${entry.sheet.title} ${entry.keywords.join(' ')}`).some((s) => subjectStems.has(s));
  const entry = knowledge
    .searchSections(`${subject} ${terms}`, { k: 30 })
    .map((result) => result.entry)
    .find((candidate) => !methodFamily.has(candidate.sheet.id) && !used.has(candidate.title) && onSubject(candidate));
  if (!entry) return undefined;
  used.add(entry.title);
  const lines = evidenceLines(entry, new Set([...subjectStems, ...contentStems(terms)]));
  return { entry, lines: lines.length > 0 ? lines : evidenceLines(entry, subjectStems) };
}

/** The method's own advice on using it: its sections that are neither the overview nor a step. */
function advice(knowledge: KnowledgeBase, method: KnowledgeSheet): string[] {
  const steps = new Set(Object.keys(method.walkthrough ?? {}));
  return knowledge
    .sectionsOf(method.id)
    .filter((entry) => entry.order > 0 && !steps.has(entry.section.heading))
    .map((entry) => `**${entry.section.heading}**\n\n${entry.section.body}`);
}

const bulletList = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

function teamNotes(journey: JourneyChatContext | undefined, stepIndex: number): string[] {
  const step = STEP_NAMES[stepIndex];
  return (journey?.validation ?? [])
    .filter((entry) => entry.step === step)
    .map((entry) => `${entry.label}: ${entry.text}`);
}

/**
 * A method applied to the user's case: each step's questions asked of the subject, with what the
 * knowledge base knows about that subject for the step, and the team's own notes when the subject
 * is their journey.
 */
export function walkThrough(
  knowledge: KnowledgeBase,
  method: KnowledgeSheet,
  subject: string,
  journey?: JourneyChatContext,
): Walkthrough {
  const used = new Set<string>();
  const sheets = new Map<string, KnowledgeSheet>([[method.id, method]]);
  const steps = Object.entries(method.walkthrough ?? {}).map(([heading, terms], index) => {
    const section = knowledge.sectionsOf(method.id).find((entry) => entry.section.heading === heading);
    const evidence = stepEvidence(knowledge, method, subject, terms, used);
    if (evidence) sheets.set(evidence.entry.sheet.id, evidence.entry.sheet);
    const known = evidence
      ? `What we know that bears on this for ${subject} (from *${evidence.entry.sheet.title}*):\n${bulletList(evidence.lines)}`
      : `I have no material on ${subject} for this step: it is a gap to research.`;
    const notes = teamNotes(journey, index);
    const team = notes.length > 0 ? `What your team recorded:\n${bulletList(notes)}` : '';
    return [`**${heading} — ${subject}**`, section?.section.body ?? '', known, team].filter(Boolean).join('\n\n');
  });
  const lead = `Here is **${method.title}** applied to **${subject}**, step by step.`;
  return { text: [lead, ...steps, ...advice(knowledge, method)].join('\n\n'), sheets: [...sheets.values()] };
}
