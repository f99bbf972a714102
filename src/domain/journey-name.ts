import { getDomain, getSubdomain } from './banking-catalogue';
import { LIMITS } from './journey-limits';
import type { JourneyState } from './journey-state';
import { stripNumbering } from './outputs/output-context';

/**
 * A journey's name (issue 22): what people call it on the dashboard, in version previews and in
 * chat. A journey nobody named yet is called by a short noun phrase read from its problem
 * statement ("Card fraud disputes", "Working-capital decision for small business owners"), never
 * by a cut-off sentence nor by one generic title shared by every journey.
 */

export const JOURNEY_NAME_MESSAGES = {
  empty: 'Please give the journey a name.',
  tooLong: `Please keep the journey name under ${LIMITS.shortText} characters.`,
} as const;

/** What is wrong with a name typed in (start of a journey, Rename), or null when it can be saved. */
export function journeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return JOURNEY_NAME_MESSAGES.empty;
  return trimmed.length > LIMITS.shortText ? JOURNEY_NAME_MESSAGES.tooLong : null;
}

const MAX_NAME_WORDS = 8;
const MAX_NAME_LENGTH = 60;
const MAX_TOPIC_WORDS = 4;

const wordSet = (text: string) => new Set(text.trim().split(/\s+/));

/** Words that say nothing about the topic: articles, possessives, pronouns, quantities, prepositions. */
const FILLERS =
  wordSet(`a an the our their its his her my your we they us them it you i me this that these those such
  many most some all every each few several more less much only just even also very too long longer up of to for with by in on at
  from about into onto over under before after than via per as without within instead like across around between no not`);

/** Words that end the topic phrase: prepositions and joining words. */
const PHRASE_BREAKS =
  wordSet(`for with by in on at to from of about into onto over under before after than via per as
  without within instead because so but and or while when where which who whom whose that since although though until`);

/** Words after the verb that are about time or manner, not the topic ("wait up to four weeks"). */
const TIME_WORDS =
  wordSet(`second seconds minute minutes hour hours day days week weeks month months year years time times
  halfway elsewhere again hand often today now later first twice once long-term`);

/** Markers of the predicate: auxiliaries, modals, negations and frequency adverbs. */
const AUXILIARIES =
  wordSet(`is are was were be been being am have has had do does did don't doesn't didn't can cannot can't
  could couldn't will won't would wouldn't should shouldn't may might must mustn't often rarely seldom never always usually
  still sometimes frequently increasingly hardly barely regularly repeatedly constantly typically`);

/** Common verbs of problem statements; nouns that double as verbs (costs, checks, calls) are left out. */
const VERBS = `take wait open move reconcile stay spend abandon give lose struggle lack find get pay miss face fail rely want
  leave choose prefer use complain churn receive see know feel go come make keep ask apply try turn manage depend hesitate
  avoid ignore forget send suffer require need submit expect deal remain become grow fall rise hate like drop switch
  close default fill search compare waste re-enter retype repeat chase phone borrow save invest travel walk
  cancel delay reject decline refuse stop understand trust see worry`;

const IRREGULAR_VERBS =
  wordSet(`took taken gave given lost found got paid left spent went gone came made kept sent felt knew
  known saw seen chose chosen fell fallen rose risen became grew grown understood`);

function verbForms(base: string): string[] {
  const third = /(s|sh|ch|x|z|o)$/.test(base)
    ? `${base}es`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;
  const past = base.endsWith('e')
    ? `${base}d`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ied`
      : `${base}ed`;
  return [base, third, past];
}

const VERB_FORMS = new Set([...VERBS.trim().split(/\s+/).flatMap(verbForms), ...IRREGULAR_VERBS]);

/** People a problem can be about: when they are the subject, the name says what troubles them, and for whom. */
const PEOPLE =
  wordSet(`customer customers client clients owner owners user users manager managers staff employee employees
  people person member members adviser advisers advisor advisors agent agents teller tellers sme smes business businesses
  company companies merchant merchants borrower borrowers saver savers investor investors retiree retirees student students
  family families household households farmer farmers exporter exporters importer importers trader traders officer officers
  team teams analyst analysts applicant applicants cardholder cardholders holder holders parent parents heir heirs
  freelancer freelancers entrepreneur entrepreneurs landlord landlords tenant tenants homeowner homeowners buyer buyers
  seller sellers migrant migrants senior seniors pensioner pensioners consumer consumers colleague colleagues banker bankers
  founder founders startup startups corporates treasurer treasurers accountant accountants`);

/** One word as compared: lower case, accents kept, outer punctuation dropped. */
const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const isNumber = (word: string) =>
  /^[\p{N}.,%$€£]+$/u.test(bare(word) || word) ||
  /^(one|two|three|four|five|six|seven|eight|nine|ten|twelve)$/.test(bare(word));
const isVerbMarker = (word: string) => AUXILIARIES.has(bare(word)) || VERB_FORMS.has(bare(word));
const isFiller = (word: string) => FILLERS.has(bare(word)) || isNumber(word);
/** A participle that starts a new phrase ("preparing reports"), not a noun such as "onboarding" or "banking". */
const isParticiple = (word: string) => /ing$/.test(bare(word)) && bare(word).length > 5;

/** The first clause: where the sentence gives a reason, a result or a second thought, the name does not follow. */
function firstClause(problem: string): string {
  const [clause = ''] = problem
    .replace(/\s+/g, ' ')
    .trim()
    .split(
      /[.;:!?()"“”]|,\s|\s[-–—]\s|\s(?:because|so that|so|but|while|whereas|which|when|since|although|though|therefore|yet|until)\s/i,
    );
  return clause.trim();
}

/** The words with fillers taken off both ends ("our SME clients" -> "SME clients"). */
function trimFillers(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && (isFiller(words[start]!) || PHRASE_BREAKS.has(bare(words[start]!)))) start += 1;
  // A number at the end tells journeys apart ("Branch queue 2"); one at the start is a quantity ("5% of SMEs").
  const fillerAtEnd = (word: string) => (FILLERS.has(bare(word)) && !isNumber(word)) || PHRASE_BREAKS.has(bare(word));
  while (end > start && fillerAtEnd(words[end - 1]!)) end -= 1;
  return words.slice(start, end).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
}

/**
 * The noun phrase from `from` on, past verbs, fillers, times and quantities; and whether it is
 * the verb's object, or came after a time, a quantity or a preposition ("declined at the till").
 */
function phraseFrom(predicate: string[], from: number): { words: string[]; direct: boolean } {
  let index = from;
  let direct = true;
  while (index < predicate.length) {
    const word = predicate[index]!;
    const key = bare(word);
    const indirect =
      TIME_WORDS.has(key) || isNumber(word) || PHRASE_BREAKS.has(key) || key === 'most' || key === 'all';
    if (!(indirect || isFiller(word) || isVerbMarker(word))) break;
    if (indirect) direct = false;
    index += 1;
  }
  const words: string[] = [];
  for (const [offset, word] of predicate.slice(index).entries()) {
    const key = bare(word);
    const next = predicate[index + offset + 1];
    // "letters of credit" is one thing; "most of a review" never gets here, its fillers skipped above.
    const joinsOf =
      key === 'of' && words.length > 0 && next !== undefined && !isFiller(next) && !isVerbMarker(next);
    if (
      !joinsOf &&
      (!key || PHRASE_BREAKS.has(key) || isFiller(word) || TIME_WORDS.has(key) || isVerbMarker(word))
    )
      break;
    if (words.length >= 2 && isParticiple(word)) break;
    words.push(word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
    if (words.length === MAX_TOPIC_WORDS) break;
  }
  return { words, direct };
}

/**
 * The topic after the verb: its object ("abandon our digital onboarding"), else what "for" names
 * ("wait up to four weeks for a decision"); none when neither is there ("stay with us").
 */
function topicOf(predicate: string[]): string[] {
  const object = phraseFrom(predicate, 0);
  if (object.words.length > 0 && object.direct) return object.words;
  const forAt = predicate.findIndex((word) => bare(word) === 'for');
  return forAt >= 0 ? phraseFrom(predicate, forAt + 1).words : [];
}

/** A word inside a name keeps its case when it is an acronym or a name ("SMEs", "São Paulo"). */
const inName = (word: string, first: boolean) =>
  first && !/^\p{Lu}{2}/u.test(word) ? word.charAt(0).toLowerCase() + word.slice(1) : word;
const capitalised = (words: string[]) => {
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const fits = (words: string[]) => words.length <= MAX_NAME_WORDS && words.join(' ').length <= MAX_NAME_LENGTH;

/**
 * A short noun phrase for a problem statement: the subject when it is a thing ("Card fraud
 * disputes take weeks" -> "Card fraud disputes"); when it is people, what troubles them and for
 * whom ("Small business owners wait weeks for a working-capital decision" -> "Working-capital
 * decision for small business owners"). '' when the statement has no words to name it by.
 */
export function nameFromProblem(problem: string): string {
  const words = firstClause(problem)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const verbAt = words.findIndex((word, index) => index > 0 && isVerbMarker(word));
  if (verbAt < 0) {
    const phrase = trimFillers(words.slice(0, 5));
    return capitalised(phrase);
  }
  const subject = trimFillers(words.slice(0, verbAt));
  const predicate = words.slice(verbAt);
  if (subject.length === 0) return capitalised(topicOf(predicate));
  const aboutPeople = subject.some((word) => PEOPLE.has(bare(word)));
  const topic = aboutPeople ? topicOf(predicate) : [];
  if (topic.length === 0) return capitalised(subject.slice(0, MAX_NAME_WORDS));
  const people = subject.map((word, index) => inName(word, index === 0));
  const named = [...topic, 'for', ...people];
  if (fits(named)) return capitalised(named);
  const head = people.filter((word) => PEOPLE.has(bare(word))).at(-1);
  return capitalised(head ? [...topic, 'for', head] : topic);
}

/** What a journey is called before anyone named it and before it has a problem: its banking area. */
function nameFromFocusArea(domainId: string, subdomainId: string): string {
  const area = getSubdomain(domainId, subdomainId)?.name ?? getDomain(domainId)?.name;
  return area ? `${stripNumbering(area)} journey` : '';
}

export const NEW_JOURNEY_NAME = 'New journey';

export interface NameSource {
  name: string;
  problemStatement: string;
  domain?: string;
  subdomain?: string;
}

/** The name suggested for a journey from what it holds: its problem, else its banking area. */
export function suggestJourneyName(source: Omit<NameSource, 'name'>): string {
  return (
    nameFromProblem(source.problemStatement) ||
    nameFromFocusArea(source.domain ?? '', source.subdomain ?? '') ||
    NEW_JOURNEY_NAME
  );
}

/** The name shown for a journey: the one people gave it, else the one its content suggests. */
export function journeyTitle(source: NameSource): string {
  return source.name.trim() || suggestJourneyName(source);
}

/** The name shown for a journey's state: in version previews and in chat. */
export function journeyTitleOfState(
  state: Pick<JourneyState, 'journeyName' | 'problemStatement' | 'selectedDomain' | 'selectedSubdomain'>,
): string {
  return journeyTitle({
    name: state.journeyName,
    problemStatement: state.problemStatement,
    domain: state.selectedDomain,
    subdomain: state.selectedSubdomain,
  });
}

const nameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The name, or the name with a number ("Card disputes 2") when the workspace already has a journey called that. */
export function uniqueJourneyName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map(nameKey));
  if (!used.has(nameKey(name))) return name;
  for (let number = 2; ; number += 1) {
    const numbered = `${name} ${number}`;
    if (!used.has(nameKey(numbered))) return numbered;
  }
}
