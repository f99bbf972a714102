import type { KnowledgeSheet } from '../../../domain/knowledge-sheet';
import { definedTerm, refersBack, withAspectWords } from './chat-question';
import type { KnowledgeBase, ScoredSection, SectionEntry } from './knowledge-base';
import { contentStems, stem, tokenize } from './text';

/** Below this the best section is a guess rather than an answer (tuned on the test questions). */
const MIN_SCORE = 2;
/** A question mostly made of words the sheets never use is not about their topics. */
const MIN_KNOWN_SHARE = 0.5;
/** A second section joins the answer only when it fits nearly as well as the first. */
const SECOND_SECTION_RATIO = 0.75;
const SECTIONS_PER_FOLLOW_UP = 2;
/** A follow-up stays on the topic's own sheet unless a related sheet fits it at least twice as well. */
const TOPIC_PREFERENCE = 0.5;

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

function headlineStems(sheet: KnowledgeSheet): Set<string> {
  return new Set(contentStems(`${sheet.title} ${sheet.keywords.join(' ')}`));
}

function pickBest(results: readonly ScoredSection[], shown: ReadonlySet<string>): SectionEntry[] {
  const unseen = results.filter((result) => !shown.has(sectionKey(result.entry)));
  const [best, second] = unseen.length > 0 ? unseen : results;
  if (!best) return [];
  const close = second !== undefined && second.score >= best.score * SECOND_SECTION_RATIO;
  return close ? [best.entry, second.entry] : [best.entry];
}

/** "Tell me more": the topic's sections not yet shown, then its related sheets' overviews. */
function nextSections(knowledge: KnowledgeBase, topic: KnowledgeSheet, shown: ReadonlySet<string>) {
  return [topic.id, ...topic.related]
    .flatMap((id) => knowledge.sectionsOf(id))
    .filter((entry) => !shown.has(sectionKey(entry)))
    .slice(0, SECTIONS_PER_FOLLOW_UP);
}

/** A follow-up is searched within the topic's sheet and the sheets it names as related. */
function followUp(
  knowledge: KnowledgeBase,
  part: string,
  topic: KnowledgeSheet,
  shown: ReadonlySet<string>,
): SectionEntry[] {
  if (contentStems(part).length === 0) return nextSections(knowledge, topic, shown);
  const headline = headlineStems(topic);
  const ownWords = withAspectWords(
    tokenize(part)
      .filter((word) => !headline.has(stem(word)))
      .join(' '),
  );
  const results = knowledge.searchSections(ownWords, { k: 50, within: new Set([topic.id, ...topic.related]) });
  const onTopic = results.filter((result) => result.entry.sheet.id === topic.id);
  const staysOnTopic = onTopic[0] !== undefined && onTopic[0].score >= results[0]!.score * TOPIC_PREFERENCE;
  return pickBest(staysOnTopic ? onTopic : results, shown);
}

/** "What is VRP?" asks for the overview of the one sheet whose headline holds every word of the term. */
function definition(knowledge: KnowledgeBase, part: string): SectionEntry | undefined {
  const term = definedTerm(part);
  if (term === undefined) return undefined;
  const [best] = knowledge.searchSections(term, { k: 1 });
  if (!best || best.score < MIN_SCORE) return undefined;
  const headline = headlineStems(best.entry.sheet);
  const stems = contentStems(term);
  return stems.length > 0 && stems.every((stem) => headline.has(stem))
    ? knowledge.sectionsOf(best.entry.sheet.id)[0]
    : undefined;
}

/**
 * The sections that answer one question: a follow-up looks within the conversation's topic, a
 * new question searches everything, and a question the sheets cannot answer finds nothing.
 */
export function findSections(knowledge: KnowledgeBase, part: string, conversation: Conversation): FoundSections {
  const topic = conversation.topic === undefined ? undefined : knowledge.sheet(conversation.topic);
  const results = knowledge.searchSections(part, { k: 6 });
  const best = results[0];
  const answersOnItsOwn =
    best !== undefined &&
    best.score >= MIN_SCORE &&
    best.inHeadline &&
    knowledge.knownShare(part) > MIN_KNOWN_SHARE;
  if (topic && (refersBack(part) || !answersOnItsOwn)) {
    const sections = followUp(knowledge, part, topic, conversation.shown);
    if (sections.length > 0) return { sections, followedUp: true };
  }
  if (!answersOnItsOwn) return { sections: [], followedUp: false };
  const intro = definition(knowledge, part);
  return { sections: intro ? [intro] : pickBest(results, new Set()), followedUp: false };
}
