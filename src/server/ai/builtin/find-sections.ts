import type { KnowledgeSheet } from '../../../domain/knowledge-sheet';
import { type QuestionKind, asksForMore, comparedTerms, definedTerm, questionKind, refersBack, withAspectWords } from './chat-question';
import type { KnowledgeBase, RankedSectionEntry, SectionEntry } from './knowledge-base';
import { contentStems, stem, tokenize } from './text';

/** Below this the best section is a guess rather than an answer (tuned on the labelled questions). */
const MIN_SCORE = 4;
/** A question mostly made of words the sheets never use is not about their topics. */
const MIN_KNOWN_SHARE = 0.5;
/** Without a word of a sheet's title or keywords, only a question this close in meaning finds it. */
const MIN_MEANING_WITHOUT_HEADLINE = 0.45;
/** A second section joins the answer only when it fits nearly as well as the first. */
const SECOND_SECTION_RATIO = 0.75;
const SECTIONS_PER_FOLLOW_UP = 2;
/** A question without a pointer stays on the conversation's topic when its sheet fits this well, relative to the best. */
const STAY_ON_TOPIC_RATIO = 0.7;

/** What the conversation so far has been about, and what it has already been told. */
export interface Conversation {
  topic: string | undefined;
  shown: ReadonlySet<string>;
}

export interface FoundSections {
  sections: SectionEntry[];
  /** True when the question was read as a follow-up on the conversation's topic. */
  followedUp: boolean;
}

export const sectionKey = (entry: SectionEntry) => `${entry.sheet.id}#${entry.order}`;

/** "Tell me more", "more details please": nothing to search for but the next part of the topic. */
const MORE_STEMS = new Set(contentStems('tell more else further deeper continue elaborate detail details go on please'));

/**
 * Headings that answer each kind of question: "How to run it" for how, "X versus Y" for compare.
 * A list is found by its bullets, and by the heading words BM25 already weighs.
 */
const KIND_HEADINGS: Readonly<Record<QuestionKind, RegExp | undefined>> = {
  how: /\b(how|run|running|steps|using|use|works?|fill|scor\w*|calculat\w*|decide|build|route)\b/i,
  compare: /\b(versus|vs|or|compared?|side by side|difference|decide|choose|which)\b/i,
  list: undefined,
  what: undefined,
  other: undefined,
};
const LIST_BODY = /^(\s*[-*]|\s*\d+\.)\s/gm;

/** How well a section's shape suits the kind of question: a how-to heading for "how", bullets for a list. */
function kindFit(entry: SectionEntry, kind: QuestionKind): number {
  const heading = KIND_HEADINGS[kind];
  let fit = heading && entry.order > 0 && heading.test(entry.heading) ? 1.5 : 1;
  if ((kind === 'how' || kind === 'list') && (entry.body.match(LIST_BODY)?.length ?? 0) >= 3) fit *= 1.15;
  return fit;
}

function headlineStems(sheet: KnowledgeSheet): Set<string> {
  return new Set(contentStems(`${sheet.title} ${sheet.keywords.join(' ')}`));
}

/** The best sections of the best sheet, its sections re-ranked for the kind of question; unseen first. */
function bestOfSheet(results: readonly RankedSectionEntry[], sheetId: string, kind: QuestionKind, shown: ReadonlySet<string>): SectionEntry[] {
  const ranked = results
    .filter((result) => result.entry.sheet.id === sheetId)
    .map((result) => ({ entry: result.entry, score: result.score * kindFit(result.entry, kind) }))
    .sort((a, b) => b.score - a.score);
  const unseen = ranked.filter((result) => !shown.has(sectionKey(result.entry)));
  const [best, second] = unseen.length > 0 ? unseen : ranked;
  if (!best) return [];
  return second !== undefined && second.score >= best.score * SECOND_SECTION_RATIO ? [best.entry, second.entry] : [best.entry];
}

/** Whether the sheet is a real answer to a fresh question, not a guess from one shared word. */
function answers(knowledge: KnowledgeBase, question: string, best: RankedSectionEntry | undefined): boolean {
  if (!best || best.score < MIN_SCORE || knowledge.knownShare(question) <= MIN_KNOWN_SHARE) return false;
  return best.inHeadline || best.meaning >= MIN_MEANING_WITHOUT_HEADLINE;
}

/** "Tell me more": the topic's sections not yet shown, then its related sheets' overviews. */
function nextSections(knowledge: KnowledgeBase, topic: KnowledgeSheet, shown: ReadonlySet<string>) {
  return [topic.id, ...topic.related]
    .flatMap((id) => knowledge.sectionsOf(id))
    .filter((entry) => !shown.has(sectionKey(entry)))
    .slice(0, SECTIONS_PER_FOLLOW_UP);
}

/**
 * A question that points back ("what are its risks?") is searched within the topic's sheet, then,
 * without the topic's own name, within its related sheets.
 */
function followUp(knowledge: KnowledgeBase, part: string, topic: KnowledgeSheet, shown: ReadonlySet<string>): SectionEntry[] {
  if (contentStems(part).length === 0 || (asksForMore(part) && contentStems(part).every((s) => MORE_STEMS.has(s)))) {
    return nextSections(knowledge, topic, shown);
  }
  const kind = questionKind(part);
  const onTopic = knowledge.rankSections(withAspectWords(part), { within: new Set([topic.id]) }).filter((result) => result.lexical > 0);
  if (onTopic.length > 0) return bestOfSheet(onTopic, topic.id, kind, shown);
  const headline = headlineStems(topic);
  const ownWords = withAspectWords(tokenize(part).filter((word) => !headline.has(stem(word))).join(' '));
  const related = knowledge.rankSections(ownWords, { within: new Set(topic.related) }).filter((result) => result.lexical > 0);
  return related[0] ? bestOfSheet(related, related[0].entry.sheet.id, kind, shown) : [];
}

/** "What is VRP?" asks for the overview of the sheet whose headline holds every word of the term. */
function definition(knowledge: KnowledgeBase, part: string): SectionEntry | undefined {
  const term = definedTerm(part);
  if (term === undefined) return undefined;
  const [best] = knowledge.rankSections(term);
  if (!best) return undefined;
  const headline = headlineStems(best.entry.sheet);
  const stems = contentStems(term);
  return stems.length > 0 && stems.every((s) => headline.has(s)) ? knowledge.sectionsOf(best.entry.sheet.id)[0] : undefined;
}

/** Whether the text says the term as a phrase ("open finance", not "open" here and "finance" there). */
function saysPhrase(text: string, term: string): boolean {
  const stems = (words: string) => ` ${tokenize(words).map(stem).join(' ')} `;
  const wanted = contentStems(term).join(' ');
  return wanted !== '' && stems(text).includes(` ${wanted} `);
}

/** A comparison of two things: the sheet that covers both, or each one's overview. */
function comparison(knowledge: KnowledgeBase, part: string, results: readonly RankedSectionEntry[], shown: ReadonlySet<string>): SectionEntry[] | undefined {
  const terms = comparedTerms(part);
  if (!terms) return undefined;
  const text = (entry: SectionEntry) => `${entry.heading} . ${entry.body}`;
  const both = results.slice(0, 12).find((result) => terms.every((term) => saysPhrase(text(result.entry), term)));
  if (both) return bestOfSheet(results, both.entry.sheet.id, 'compare', shown);
  const leads = terms.map((term) => knowledge.rankSections(term)[0]).filter((result) => result !== undefined && result.inHeadline);
  const sheets = [...new Set(leads.map((result) => result!.entry.sheet.id))];
  return sheets.length === 2 ? sheets.map((id) => knowledge.sectionsOf(id)[0]!) : undefined;
}

/**
 * The sections that answer one question: a question that points back, or that the topic's sheet
 * answers about as well as anything, stays on the conversation's topic; a new question searches
 * everything and is answered with the part of the best sheet that suits its kind (what, how,
 * compare, list); a question the sheets cannot answer finds nothing.
 */
export function findSections(knowledge: KnowledgeBase, part: string, conversation: Conversation): FoundSections {
  const topic = conversation.topic === undefined ? undefined : knowledge.sheet(conversation.topic);
  const query = withAspectWords(part);
  const results = knowledge.rankSections(query);
  const best = results[0];
  if (topic) {
    const pointsBack = refersBack(part) || (asksForMore(part) && contentStems(part).every((s) => headlineStems(topic).has(s) || /^(more|tell|detail)/.test(s)));
    const topicBest = results.find((result) => result.entry.sheet.id === topic.id);
    const topicFits = topicBest !== undefined && best !== undefined && topicBest.score >= best.score * STAY_ON_TOPIC_RATIO;
    if (pointsBack || topicFits || (asksForMore(part) && !answers(knowledge, part, best))) {
      const sections = followUp(knowledge, part, topic, conversation.shown);
      if (sections.length > 0) return { sections, followedUp: true };
    }
  }
  if (!answers(knowledge, part, best)) return { sections: [], followedUp: false };
  const kind = questionKind(part);
  if (kind === 'compare') {
    const compared = comparison(knowledge, part, results, conversation.shown);
    if (compared) return { sections: compared, followedUp: false };
  }
  const intro = kind === 'what' ? definition(knowledge, part) : undefined;
  return { sections: intro ? [intro] : bestOfSheet(results, best!.entry.sheet.id, kind, conversation.shown), followedUp: false };
}
