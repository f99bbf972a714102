import type { KnowledgeSheet } from '../../../domain/knowledge-sheet';
import { questionKind } from './chat-question';
import type { KnowledgeBase, SectionEntry } from './knowledge-base';
import { contentStems } from './text';

/** Headings that tell how to use a method. */
const HOW_HEADING = /\b(how|run|running|steps|using|use|fill|scor\w*|calculat\w*)\b/i;
/** The case must share this much with a sheet's headline to count as material about it. */
const MIN_CASE_SCORE = 4;

export interface AppliedMethod {
  text: string;
  sheets: KnowledgeSheet[];
}

/** The method sheet a request names, if the sheets have one ("the Kano model" -> the Kano sheet). */
export function findNamedSheet(knowledge: KnowledgeBase, methodText: string): KnowledgeSheet | undefined {
  const [best] = knowledge.rankSections(methodText);
  if (!best || !best.inHeadline) return undefined;
  const headline = new Set(contentStems(`${best.entry.sheet.title} ${best.entry.sheet.keywords.join(' ')}`));
  return contentStems(methodText).every((s) => headline.has(s)) ? best.entry.sheet : undefined;
}

const block = (entry: SectionEntry) => `**${entry.sheet.title}: ${entry.section.heading}**\n\n${entry.section.body}`;

/**
 * A method without a step-by-step walkthrough applied to a case: how to use the method, what the
 * sheets know about the case, and a plain word that there is no worked example of this pairing.
 */
export function applyMethod(knowledge: KnowledgeBase, method: KnowledgeSheet, subject: string): AppliedMethod {
  const sections = knowledge.sectionsOf(method.id);
  const how = sections.filter((entry) => entry.order > 0 && HOW_HEADING.test(entry.section.heading)).slice(0, 2);
  const steps = how.length > 0 ? how : sections.slice(0, 1);
  const about = knowledge
    .rankSections(subject)
    .find((result) => result.entry.sheet.id !== method.id && result.inHeadline && result.score >= MIN_CASE_SCORE && questionKind(subject) !== 'compare');
  const subjectStems = contentStems(subject);
  const example = sections.find(
    (entry) => /example/i.test(entry.section.heading) && subjectStems.filter((s) => contentStems(entry.section.body).includes(s)).length * 2 >= subjectStems.length,
  );
  if (example) steps.push(example);
  const lead = example
    ? `Here is how to use **${method.title}**, with the example my sheet gives for a case like **${subject}**, and what my other sheets say about it.`
    : `I have no worked example of **${method.title}** for **${subject}**, so here is how to use it, and what my sheets say about the case for you to apply it to.`;
  const caseText = about
    ? `**What I know about ${subject}** (from *${about.entry.sheet.title}*):\n\n${about.entry.section.body}`
    : `I have no material on ${subject} itself: that is the first gap to research before applying the method.`;
  const sheets = about ? [method, about.entry.sheet] : [method];
  return { text: [lead, ...steps.map(block), caseText].join('\n\n'), sheets };
}
