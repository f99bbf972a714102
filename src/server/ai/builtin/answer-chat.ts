import { detectSmallTalk, NO_ANSWER_REPLY, smallTalkReply, withoutSmallTalk } from './chat-small-talk';
import type { KnowledgeEntry } from './knowledge-types';
import { knownShare, search, type ScoredEntry } from './rank';
import { contentStems } from './text';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatAnswer {
  /** The reply in Markdown. */
  text: string;
  /** False when the built-in knowledge had no good answer and the reply says so. */
  matched: boolean;
  /** Titles of the knowledge entries the reply drew on. */
  sources: string[];
}

/** Below this the best entry is a guess rather than an answer (tuned on the test questions). */
const MIN_SCORE = 2;
/** A question mostly made of words the knowledge base has never seen is not about its topics. */
const MIN_KNOWN_SHARE = 0.5;
/** A follow-up like "and for SMEs?" is short; a long new question stands on its own. */
const FOLLOW_UP_MAX_TERMS = 3;
const RELATED_COUNT = 2;

/** A follow-up borrows its topic from the previous question, so a body-only match is enough then. */
function isGoodMatch(
  query: string,
  result: ScoredEntry<KnowledgeEntry> | undefined,
  followUp = false,
): boolean {
  return (
    result !== undefined &&
    result.score >= MIN_SCORE &&
    (result.inHeadline || followUp) &&
    knownShare(query) > MIN_KNOWN_SHARE
  );
}

/** True when the entry's answer was already given in the previous assistant turn. */
function alreadyShown(entry: KnowledgeEntry, previousReply: string | undefined): boolean {
  return previousReply?.includes(entry.body.slice(0, 80)) ?? false;
}

interface Ranked {
  query: string;
  results: ScoredEntry<KnowledgeEntry>[];
  usedContext: boolean;
}

/** Ranks the latest question, reading it together with the previous one when it is a follow-up. */
function rankQuestion(
  latest: string,
  previousQuestion: string | undefined,
  previousReply: string | undefined,
): Ranked {
  const direct: Ranked = { query: latest, results: search(latest, RELATED_COUNT + 1), usedContext: false };
  const top = direct.results[0];
  const answeredFresh =
    isGoodMatch(latest, top) && top !== undefined && !alreadyShown(top.entry, previousReply);
  const isFollowUp = contentStems(latest).length <= FOLLOW_UP_MAX_TERMS;
  if (!previousQuestion || !isFollowUp || answeredFresh) return direct;
  const query = `${latest} ${previousQuestion}`;
  const results = search(query, RELATED_COUNT + 2).filter(
    (result) => !alreadyShown(result.entry, previousReply),
  );
  return isGoodMatch(query, results[0], true) ? { query, results, usedContext: true } : direct;
}

function composeReply(
  best: KnowledgeEntry,
  related: readonly KnowledgeEntry[],
  usedContext: boolean,
): string {
  const lead = usedContext
    ? `Building on your earlier question, here is more on **${best.title}**.`
    : `Here is a short guide to **${best.title}**.`;
  const parts = [lead, best.body];
  if (related.length > 0) {
    parts.push(
      `**Related:** ${related.map((entry) => entry.title).join(' · ')}. Ask me about any of them to go deeper.`,
    );
  }
  if (best.source) parts.push(`_${best.source}_`);
  return parts.join('\n\n');
}

/**
 * The built-in engine's chat (DESIGN "AI"): answers the latest user message from the curated
 * knowledge base, and says honestly when it has nothing good to offer instead of guessing.
 */
export function answerChat(messages: readonly ChatTurn[]): ChatAnswer {
  const questions = messages
    .filter((m) => m.role === 'user' && m.content.trim() !== '')
    .map((m) => m.content.trim());
  const latest = questions.at(-1);
  if (latest === undefined) return { text: smallTalkReply('help'), matched: true, sources: [] };
  const smallTalk = detectSmallTalk(latest);
  if (smallTalk) return { text: smallTalkReply(smallTalk), matched: true, sources: [] };

  const previousReply = messages.filter((m) => m.role === 'assistant').at(-1)?.content;
  const previousQuestion = questions.at(-2);
  const { query, results, usedContext } = rankQuestion(
    withoutSmallTalk(latest),
    previousQuestion === undefined ? undefined : withoutSmallTalk(previousQuestion),
    previousReply,
  );
  const [best, ...rest] = results;
  if (!best || !isGoodMatch(query, best, usedContext))
    return { text: NO_ANSWER_REPLY, matched: false, sources: [] };

  const related = rest
    .filter((result) => result.score >= MIN_SCORE / 2)
    .slice(0, RELATED_COUNT)
    .map((result) => result.entry);
  return {
    text: composeReply(best.entry, related, usedContext),
    matched: true,
    sources: [best.entry, ...related].map((entry) => entry.title),
  };
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
