import { contentStems, stem, tokenize } from './text';

/** More parts than this is a list of topics, better answered one question at a time. */
const MAX_PARTS = 3;

/** "… and how does it differ …": a second question joined by "and". */
const JOINED_QUESTION =
  /\s*,?\s+and\s+(?=(?:how|what|why|when|where|which|who|is|are|does|do|can|could|should|would)\b)/i;

/** Sentences of a message; a statement before a question ("We are a small bank.") is its context. */
function sentences(message: string): string[] {
  const all = message
    .split(/(?<=[?!.])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  if (!all.some((sentence) => sentence.endsWith('?'))) return all;
  const merged: string[] = [];
  let context = '';
  for (const sentence of all) {
    if (sentence.endsWith('?')) {
      merged.push(`${context}${sentence}`);
      context = '';
    } else context += `${sentence} `;
  }
  if (context && merged.length > 0) merged[merged.length - 1] += ` ${context.trim()}`;
  return merged;
}

/**
 * The separate questions in one message: "What is VRP and how does it differ from a direct
 * debit?" is two. A part without a single content word ("and?") joins the part before it.
 */
export function splitQuestion(message: string): string[] {
  const pieces = sentences(message)
    .flatMap((sentence) => sentence.split(JOINED_QUESTION))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const parts: string[] = [];
  for (const piece of pieces) {
    const previous = parts.at(-1);
    if (previous !== undefined && contentStems(piece).length === 0 && !asksForMore(piece)) {
      parts[parts.length - 1] = `${previous} ${piece}`;
    } else parts.push(piece);
  }
  return parts.length > MAX_PARTS ? [message.trim()] : parts;
}

/** "That" and "there" are left out: too often they join clauses rather than point back. */
const REFERRING_WORDS = new Set(['it', 'its', 'this', 'these', 'those', 'they', 'them', 'their']);
const CONTINUING_START = /^(and|also|but|so|then|what about|how about|same)\b/i;

/** "What are its main risks?", "and for SMEs?": the question leans on the topic before it. */
export function refersBack(part: string): boolean {
  return CONTINUING_START.test(part.trim()) || tokenize(part).some((word) => REFERRING_WORDS.has(word));
}

const MORE_CUES = new Set(['more', 'else', 'further', 'deeper', 'continue', 'elaborate', 'detail', 'details']);

/** "Tell me more": the next part of the same topic, not a new search. */
export function asksForMore(part: string): boolean {
  return tokenize(part).some((word) => MORE_CUES.has(word));
}

const DEFINITION_START = /^(what\s+(is|are|was|were|'s)|what's|whats|define|explain|describe|tell me about|meaning of)\s+/i;
/** Where the thing asked about ends: "a persona | in design thinking". */
const TERM_END = /\s+(in|for|within|at|when|during|under|inside)\s+.*$/i;

/**
 * The thing a "what is" question asks about, without what follows it: "What is a persona in
 * design thinking?" asks about personas. Undefined when the question asks something else.
 */
export function definedTerm(part: string): string | undefined {
  const text = part.trim().replace(/[?!.]+$/, '');
  const meaning = /^what does (.+) mean$/i.exec(text);
  if (meaning) return meaning[1];
  if (!DEFINITION_START.test(text)) return undefined;
  return text.replace(DEFINITION_START, '').replace(TERM_END, '');
}

const OWN_WORK = /\b(my|our|the team's|this)\s+(idea|ideas|problem|problem statement|journey|concept|solution|proposal|project|case)\b/i;

/** "Is my idea real?", "risks of our problem": the user means the journey they have open. */
export function mentionsOwnWork(part: string): boolean {
  return OWN_WORK.test(part);
}

/** The words of a question minus the "my idea" phrase, so they can be searched as a topic. */
export function withoutOwnWork(part: string): string {
  return part.replace(new RegExp(OWN_WORK.source, 'gi'), ' ');
}

const APPLY_TO_CASE =
  /^(?:please\s+)?(?:walk\s+(?:me|us)\s+through|apply|use|run|do|go\s+through|take\s+(?:me|us)\s+through|how\s+(?:would|do|can|should)\s+(?:i|we)\s+(?:apply|use|run))\s+(.+?)\s+(?:for|to|on|with)\s+(.+?)[?.!]*$/i;

/** "Walk me through Real-Win-Worth for instant SME overdrafts": a method and the case to apply it to. */
export function parseMethodRequest(part: string): { method: string; subject: string } | undefined {
  const match = APPLY_TO_CASE.exec(part.trim());
  if (!match) return undefined;
  return { method: match[1]!, subject: match[2]!.replace(/^(?:an?|the)\s+/i, '') };
}

/** Aspects a question asks about, and the words sheet sections use for them ("Watch-outs" are risks). */
const ASPECT_WORDS: Readonly<Record<string, string>> = {
  risk: 'risks considerations watch-outs pitfalls challenges concerns lessons downsides',
  regulation: 'regulation regulated rules law compliance duties',
  cost: 'cost price pricing fees economics revenue',
  example: 'examples patterns precedents cases market',
  benefit: 'benefits value advantages why works',
};
const ASPECT_STEMS = new Map(
  Object.entries(ASPECT_WORDS).flatMap(([aspect, words]) => contentStems(`${aspect} ${words}`).map((s) => [s, aspect])),
);
const MODIFIER_STEMS = new Set(contentStems('main key biggest top major typical common important'));

/** The question with the words sections use for its aspects added: "its risks" also looks for "Watch-outs". */
export function withAspectWords(question: string): string {
  const aspects = new Set(tokenize(question).flatMap((word) => ASPECT_STEMS.get(stem(word)) ?? []));
  return [question, ...[...aspects].map((aspect) => ASPECT_WORDS[aspect])].join(' ');
}

/** "What are the risks?" names an aspect but no topic: without a conversation it cannot be answered. */
export function namesOnlyAnAspect(question: string): boolean {
  const stems = contentStems(question);
  return stems.length > 0 && stems.every((s) => ASPECT_STEMS.has(s) || MODIFIER_STEMS.has(s));
}

export type QuestionKind = 'what' | 'how' | 'compare' | 'list' | 'other';

const COMPARE_CUE = /\b(differ|differs|difference|differences|different|versus|vs\.?|compare|compared|comparison|better than)\b|\bor\b[^?]*\b(which|better)\b|\b(which|whether|should)\b[^?]*\bor\b/i;
const LIST_CUE = /^(list|name|give me|what are the|which are the|which)\b|\b(examples?|categories|types|kinds|kpis|metrics|steps|stages|days|decisions|roles)\b/i;
const HOW_CUE = /^(how|walk me|take me|can|may|must|do we|does a|is it allowed)\b|\b(run|calculate|apply|use|implement|build|set up|fill in|score)\b/i;

/** What the question asks for: a definition, a way to do something, a comparison or a list. */
export function questionKind(part: string): QuestionKind {
  const text = part.trim();
  if (COMPARE_CUE.test(text)) return 'compare';
  if (LIST_CUE.test(text)) return 'list';
  if (HOW_CUE.test(text)) return 'how';
  return definedTerm(text) !== undefined ? 'what' : 'other';
}

const COMPARED_PAIR = [
  /\bdifference(?:s)? between (.+?) and (.+?)[?.!]*$/i,
  /\b(?:how (?:is|are|does|do) )?(.+?) (?:differ(?:ent)? from|compared? (?:with|to)|versus|vs\.?) (.+?)[?.!]*$/i,
  /\bcompare (.+?) (?:with|and|to) (.+?)[?.!]*$/i,
  /^(.+?) or (.+?)(?::|\?|,)/i,
];

/** The two things a comparison names ("open banking", "open finance"), when it names two. */
export function comparedTerms(part: string): [string, string] | undefined {
  for (const pattern of COMPARED_PAIR) {
    const match = pattern.exec(part.trim());
    if (match && contentStems(match[1]!).length > 0 && contentStems(match[2]!).length > 0) {
      const clean = (term: string) => term.replace(/^(what is the|what's the|is|are|the|a|an)\s+/i, '').trim();
      return [clean(match[1]!), clean(match[2]!)];
    }
  }
  return undefined;
}
