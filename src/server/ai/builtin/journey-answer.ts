import type { KnowledgeSheet } from '../../../domain/knowledge-sheet';
import type { JourneyChatContext } from '../engine';
import type { KnowledgeBase } from './knowledge-base';
import { contentStems } from './text';

const PROBLEM_EXCERPT_LENGTH = 300;

export const NO_JOURNEY_REPLY = `I can't see which idea you mean: no journey is open in this chat. Open your journey (the chat then uses the one you last worked on), or describe the idea in your question.`;

export interface JourneyAnswer {
  text: string;
  sheets: KnowledgeSheet[];
}

/** The journey's case in a few words: the chosen idea, or the problem when none is chosen yet. */
export function journeySubject(journey: JourneyChatContext): string {
  return journey.idea?.title ?? excerpt(journey.problemStatement, 80);
}

function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

function summary(journey: JourneyChatContext): string {
  const lines = [`About your journey **${journey.name}** (${journey.domainName}):`];
  if (journey.idea) lines.push(`- Chosen idea: **${journey.idea.title}**: ${excerpt(journey.idea.description, PROBLEM_EXCERPT_LENGTH)}`);
  else lines.push('- No idea is chosen yet.');
  if (journey.problemStatement.trim()) lines.push(`- Problem: ${excerpt(journey.problemStatement, PROBLEM_EXCERPT_LENGTH)}`);
  return lines.join('\n');
}

/**
 * Entries the team wrote whose label matches the question ("risks" finds the Risks field), or all
 * of them when the question asks about the idea in general.
 */
function matchingNotes(journey: JourneyChatContext, questionStems: ReadonlySet<string>): string[] {
  return journey.validation
    .filter((entry) => questionStems.size === 0 || contentStems(entry.label).some((stem) => questionStems.has(stem)))
    .map((entry) => `- ${entry.label} (${entry.step}): ${excerpt(entry.text, PROBLEM_EXCERPT_LENGTH)}`);
}

/**
 * A question about "my idea": the journey's own facts, what the team recorded that the question
 * asks about, and the knowledge section that fits both the question and the idea.
 */
export function answerAboutJourney(
  knowledge: KnowledgeBase,
  question: string,
  journey: JourneyChatContext,
): JourneyAnswer {
  const questionStems = new Set(contentStems(question));
  const idea = journey.idea ? `${journey.idea.title} ${journey.idea.description}` : journey.problemStatement;
  const notes = matchingNotes(journey, questionStems);
  const fitting = knowledge
    .searchSections(`${question} ${question} ${idea}`, { k: 10 })
    .find(
      (result) =>
        result.inHeadline &&
        (questionStems.size === 0 || contentStems(result.entry.body).some((stem) => questionStems.has(stem))),
    );
  const parts = [summary(journey)];
  if (notes.length > 0) parts.push(`What your team recorded:\n${notes.join('\n')}`);
  if (fitting) {
    const { sheet, section } = fitting.entry;
    parts.push(`From *${sheet.title}*, on ${section.heading.toLowerCase()}, which bears on this idea:\n\n${section.body}`);
  }
  if (notes.length === 0 && !fitting) {
    parts.push('I have no material on that aspect of your idea. Try asking about its risks, its users, or how it can win.');
  }
  return { text: parts.join('\n\n'), sheets: fitting ? [fitting.entry.sheet] : [] };
}
