import { IDEA_TEXT_LIMITS } from '../../../domain/ai-api';
import type { Persona } from '../../../domain/persona';
import { expertiseFitsMarket } from './expertise-markets';
import type { IndexedPattern } from './pattern-fit';
import { MIN_FIT, type Pick } from './select-for-team';
import { contentStems } from './text';

const CUSTOMERS = { consumer: 'customers', business: 'business clients', wealth: 'clients' } as const;
const MAX_CONCEPTS = 3;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Content writers may or may not end a field with a full stop; the sentences add their own. */
const clause = (text: string) => text.replace(/[.\s]+$/, '');
const firstName = (persona: Persona) => persona.name.split(' ')[0] ?? persona.name;

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Which part of the problem the idea answers, in the pattern's plain words: its phrases closest in
 * meaning to a part of the problem (or found in it word for word). No claim without a close fit.
 */
function whyItFits({ candidate }: Pick): string {
  const { entry, fit, close } = candidate;
  const today = `It is for ${clause(entry.pattern.segment)} (today: ${clause(entry.pattern.pain)}).`;
  if (candidate.rank < MIN_FIT)
    return `A broader option for this area rather than a direct answer to your problem. ${today}`;
  const parts = [...new Set([...close.closeParts, ...fit.matched])].slice(0, MAX_CONCEPTS);
  if (parts.length > 0) {
    return `It addresses the part of your problem about ${listOf(parts)}, for ${clause(entry.pattern.segment)}.`;
  }
  return `It answers your problem as a whole rather than one part of it. ${today}`;
}

/** The persona's expertise that the pattern's own words mention, among what suits its market. */
function closestExpertise(persona: Persona, entry: IndexedPattern): string | undefined {
  const words = new Set([...entry.segment, ...entry.pain, ...entry.mechanism]);
  const overlap = (phrase: string) => contentStems(phrase).filter((word) => words.has(word)).length;
  const suitable = persona.expertise.filter((phrase) => expertiseFitsMarket(phrase, entry.pattern.market));
  const best = suitable.reduce<string | undefined>(
    (closest, phrase) => (closest === undefined || overlap(phrase) > overlap(closest) ? phrase : closest),
    undefined,
  );
  return best !== undefined && overlap(best) > 0 ? best : undefined;
}

/** How this persona would take the idea forward, through expertise that suits the idea's market. */
function personaTwist({ candidate, persona, sharedExpertise }: Pick): string {
  const { pattern } = candidate.entry;
  const expertise = sharedExpertise[0] ?? closestExpertise(persona, candidate.entry);
  const bringing = expertise
    ? `${firstName(persona)} would bring ${expertise} to it`
    : `${firstName(persona)}'s way in`;
  switch (persona.category) {
    case 'consultant':
      return `${bringing}: pilot it with a small group of ${CUSTOMERS[pattern.market]} before building anything, judged on ${clause(pattern.metric ?? 'one measure agreed up front')}.`;
    case 'technologist':
      return `${bringing}: build the smallest slice that can go live, via ${clause(pattern.channel)}, and grow it from real use.`;
    case 'banker':
      return `${bringing}: agree the terms, the controls and who is eligible before it reaches ${CUSTOMERS[pattern.market]}.`;
  }
}

/**
 * The idea's description: what the bank builds, which part of the problem it answers (or that it
 * is a broader option), how this persona would take it forward, its precedent and its risk. The
 * precedent, then the risk, are left out if the whole would exceed what any engine may return.
 */
export function describeIdea(pick: Pick): string {
  const { pattern } = pick.candidate.entry;
  const core = [`${capitalise(clause(pattern.mechanism))}.`, whyItFits(pick), personaTwist(pick)];
  const precedent = `Precedent: ${clause(pattern.precedent)}.`;
  const risk = `Risk to manage: ${clause(pattern.risk)}.`;
  const fitting = [[...core, precedent, risk], [...core, risk], core]
    .map((parts) => parts.join(' '))
    .find((text) => text.length <= IDEA_TEXT_LIMITS.description);
  return fitting ?? core.join(' ').slice(0, IDEA_TEXT_LIMITS.description);
}
