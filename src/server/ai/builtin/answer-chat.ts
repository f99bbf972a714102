import type { KnowledgeSheet } from '../../../domain/knowledge-sheet';
import type { ChatTurn, JourneyChatContext } from '../engine';
import { applyMethod, findNamedSheet } from './apply-method';
import { mentionsOwnWork, namesOnlyAnAspect, parseMethodRequest, splitQuestion, withoutOwnWork } from './chat-question';
import { detectSmallTalk, NO_ANSWER_REPLY, smallTalkReply, withoutSmallTalk } from './chat-small-talk';
import { type Conversation, findSections, sectionKey } from './find-sections';
import { answerAboutJourney, journeySubject, NO_JOURNEY_REPLY } from './journey-answer';
import type { KnowledgeBase, SectionEntry } from './knowledge-base';
import { findMethodSheet, walkThrough } from './walkthrough';

export interface ChatAnswer {
  /** The reply in Markdown. */
  text: string;
  /** False when the built-in knowledge had no good answer and the reply says so. */
  matched: boolean;
  /** Titles of the knowledge sheets the reply drew on. */
  sources: string[];
}

interface PartAnswer {
  text: string;
  sheets: KnowledgeSheet[];
  shownSections: SectionEntry[];
  /** The sheet a follow-up question would be about. */
  topic: string | undefined;
}

const RELATED_COUNT = 2;
/** How many earlier questions set the topic: a conversation's thread rarely reaches further back. */
const TOPIC_MEMORY = 5;

const COVERED_ABOVE = '_Covered above._';

const WHICH_TOPIC_REPLY = `Which topic do you mean? Name it in the question, for example *"What are the main risks of BNPL?"*, or ask about *my idea* to use your journey.`;

function sectionsText(sections: readonly SectionEntry[], followedUp: boolean): string {
  const blocks = sections.map(({ sheet, section }) =>
    section.heading === 'Overview' ? `**${sheet.title}**\n\n${section.body}` : `**${sheet.title}: ${section.heading}**\n\n${section.body}`,
  );
  const lead = followedUp && sections[0] ? [`Still on *${sections[0].sheet.title}*:`] : [];
  return [...lead, ...blocks].join('\n\n');
}

/** "how does it differ" as a heading: "How does it differ?" */
function asHeading(question: string): string {
  const text = question.charAt(0).toUpperCase() + question.slice(1);
  return /[?!.]$/.test(text) ? text : `${text}?`;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/**
 * Names in the question that no sheet mentions ("Japan", "NPS"): a capitalised word past the
 * sentence's start, or an acronym. The answer says it does not cover them rather than pretend.
 */
function namesNotKnown(knowledge: KnowledgeBase, part: string): string[] {
  const unknown = new Set(knowledge.unknownWords(part));
  const names = [...part.matchAll(/(?<![.?!]\s|^)\b(\p{Lu}[\p{L}\p{N}-]*)/gu)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => unknown.has(name.toLowerCase())))].map((name) => `*${name}*`);
}

/** One question of the message: a method walk-through, a question on the user's journey, or a search. */
function answerPart(
  knowledge: KnowledgeBase,
  part: string,
  conversation: Conversation,
  journey: JourneyChatContext | undefined,
  opensMessage: boolean,
  printed: ReadonlySet<string>,
): PartAnswer | undefined {
  const request = parseMethodRequest(part);
  const method = request && findMethodSheet(knowledge, request.method);
  const own = mentionsOwnWork(request?.subject ?? part);
  if (own && !journey) return { text: NO_JOURNEY_REPLY, sheets: [], shownSections: [], topic: conversation.topic };
  if (request && method) {
    const subject = own && journey ? journeySubject(journey) : request.subject;
    const { text, sheets } = walkThrough(knowledge, method, subject, own ? journey : undefined);
    return { text, sheets, shownSections: [], topic: method.id };
  }
  const named = request && !own ? findNamedSheet(knowledge, request.method) : undefined;
  if (request && named) {
    const { text, sheets } = applyMethod(knowledge, named, request.subject);
    return { text, sheets, shownSections: [], topic: named.id };
  }
  if (own && journey) {
    const { text, sheets } = answerAboutJourney(knowledge, withoutOwnWork(part), journey);
    return { text, sheets, shownSections: [], topic: sheets[0]?.id ?? conversation.topic };
  }
  if (conversation.topic === undefined && namesOnlyAnAspect(part)) {
    return { text: WHICH_TOPIC_REPLY, sheets: [], shownSections: [], topic: undefined };
  }
  const { sections: found, followedUp } = findSections(knowledge, part, conversation);
  if (found.length === 0) return undefined;
  // A section this message has already printed is not printed again.
  const sections = found.filter((entry) => !printed.has(sectionKey(entry)));
  if (sections.length === 0) return { text: COVERED_ABOVE, sheets: unique(found.map((entry) => entry.sheet)), shownSections: [], topic: found[0]!.sheet.id };
  const gaps = namesNotKnown(knowledge, part);
  const gapNote = gaps.length > 0 ? [`_My sheets say nothing about ${gaps.join(' or ')} in particular, so this answer does not cover ${gaps.length > 1 ? 'them' : 'it'}._`] : [];
  return {
    text: [sectionsText(sections, followedUp && opensMessage), ...gapNote].join('\n\n'),
    sheets: unique(sections.map((entry) => entry.sheet)),
    shownSections: sections,
    topic: sections[0]!.sheet.id,
  };
}

/** Answers each part of a message in turn; a later part may lean on the topic of an earlier one. */
function answerMessage(
  knowledge: KnowledgeBase,
  message: string,
  conversation: Conversation,
  journey: JourneyChatContext | undefined,
): { parts: Array<{ question: string; answer: PartAnswer | undefined }>; after: Conversation } {
  // Within a message, parts prefer what earlier turns have not shown; what this message prints is kept apart.
  let current = conversation;
  const printed = new Set<string>();
  const questions = splitQuestion(message).filter((part) => withoutSmallTalk(part) !== '' && !detectSmallTalk(part));
  const parts = (questions.length > 0 ? questions : [message]).map((question, index) => {
    const answer = answerPart(knowledge, withoutSmallTalk(question), current, journey, index === 0, printed);
    if (answer) {
      for (const entry of answer.shownSections) printed.add(sectionKey(entry));
      current = { topic: answer.topic, shown: current.shown };
    }
    return { question, answer };
  });
  return { parts, after: { topic: current.topic, shown: new Set([...conversation.shown, ...printed]) } };
}

function relatedLine(knowledge: KnowledgeBase, sheets: readonly KnowledgeSheet[]): string | undefined {
  const cited = new Set(sheets.map((sheet) => sheet.id));
  const related = unique(sheets.flatMap((sheet) => sheet.related))
    .filter((id) => !cited.has(id))
    .slice(0, RELATED_COUNT)
    .flatMap((id) => knowledge.sheet(id)?.title ?? []);
  return related.length > 0 ? `**Related:** ${related.join(' · ')}. Ask me about any of them to go deeper.` : undefined;
}

function compose(knowledge: KnowledgeBase, parts: ReturnType<typeof answerMessage>['parts']): ChatAnswer {
  const sheets = unique(parts.flatMap(({ answer }) => answer?.sheets ?? []));
  const body =
    parts.length === 1
      ? parts[0]!.answer!.text
      : parts
          .map(({ question, answer }) => `**${asHeading(question)}**\n\n${answer?.text ?? "I don't have reliable material on that part."}`)
          .join('\n\n');
  const sources = sheets.map((sheet) => sheet.title);
  const tail = [relatedLine(knowledge, sheets), sources.length > 0 ? `_Sources: ${sources.join(' · ')}_` : undefined];
  return { text: [body, ...tail].filter(Boolean).join('\n\n'), matched: true, sources };
}

/**
 * The built-in engine's chat (DESIGN "AI"): one answer composed from the sections of the sheets
 * that fit each part of the latest question, read in the light of the conversation so far. It
 * says so plainly when the sheets hold nothing reliable, rather than offering the nearest sheet.
 */
export function answerChat(
  messages: readonly ChatTurn[],
  knowledge: KnowledgeBase,
  journey?: JourneyChatContext,
): ChatAnswer {
  const questions = messages.filter((m) => m.role === 'user' && m.content.trim() !== '').map((m) => m.content.trim());
  const latest = questions.at(-1);
  if (latest === undefined) return { text: smallTalkReply('help'), matched: true, sources: [] };
  const smallTalk = detectSmallTalk(latest);
  if (smallTalk) return { text: smallTalkReply(smallTalk), matched: true, sources: [] };

  let conversation: Conversation = { topic: undefined, shown: new Set() };
  for (const earlier of questions.slice(-1 - TOPIC_MEMORY, -1)) {
    if (!detectSmallTalk(earlier)) conversation = answerMessage(knowledge, earlier, conversation, journey).after;
  }
  const { parts } = answerMessage(knowledge, latest, conversation, journey);
  if (parts.every(({ answer }) => answer === undefined)) return { text: NO_ANSWER_REPLY, matched: false, sources: [] };
  return compose(knowledge, parts);
}

/**
 * Splits a reply into word-sized chunks (each keeps its trailing whitespace), so the server can
 * stream the built-in engine's answer like an LLM's; joining the chunks gives the text back.
 */
export function chunkForStreaming(text: string): string[] {
  const leading = /^\s+/.exec(text)?.[0] ?? '';
  const chunks: string[] = [...(text.slice(leading.length).match(/\S+\s*/g) ?? [])];
  if (leading && chunks.length > 0) chunks[0] = `${leading}${chunks[0]}`;
  else if (leading) chunks.push(leading);
  return chunks;
}
