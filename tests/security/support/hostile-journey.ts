import {
  type Idea,
  type JourneyState,
  LIMITS,
  type TeamMember,
  createInitialJourneyState,
} from '../../../src/domain/journey-state';
import { getPersona } from '../../../src/domain/personas';
import { HOSTILE_STRINGS, fitTo } from './hostile-strings';

/** Two of each kind: the largest team the rules allow. */
const TEAM_PERSONAS = ['c1', 'c2', 't1', 't2', 'b1', 'b2'];
const IDEAS_PER_ROUND = 2 * LIMITS.ideas;

/** Hands out the hostile strings in turn from `start`, going round the list. */
function cursor(start: number) {
  let position = start;
  const next = () => HOSTILE_STRINGS[position++ % HOSTILE_STRINGS.length] ?? '';
  return { next, short: () => fitTo(next(), LIMITS.shortText), used: () => position - start };
}

function idea(id: string, text: () => string, short: () => string): Idea {
  return { id, title: short(), description: text(), votes: 0, type: short(), personaSource: short() };
}

/** The same string in each of an idea's text fields. */
function ideaOf(index: number, text: string): Idea {
  const short = fitTo(text, LIMITS.shortText);
  return {
    id: `idea-${index}`,
    title: short,
    description: text,
    votes: 0,
    type: short,
    personaSource: short,
  };
}

function teamMember(personaId: string, short: () => string): TeamMember {
  const persona = getPersona(personaId);
  if (!persona) throw new Error(`No persona ${personaId}`);
  return {
    id: `member-${personaId}`,
    personaId,
    category: persona.category,
    name: short(),
    role: short(),
    domainFocus: short(),
  };
}

function fillScalars(base: JourneyState, strings: ReturnType<typeof cursor>): JourneyState {
  const { next, short } = strings;
  return {
    ...base,
    journeyName: short(),
    teamMembers: TEAM_PERSONAS.map((id) => teamMember(id, short)),
    problemStatement: next(),
    selectedIdea: idea('chosen', next, short),
    userPersona: {
      averageUser: next(),
      extremeUser: next(),
      unexpectedUser: next(),
      primaryNeeds: next(),
      secondaryNeeds: next(),
      unmetNeeds: next(),
      marketTrends: next(),
    },
    feasibility: {
      ...base.feasibility,
      internalCapabilities: next(),
      externalAssets: next(),
      entryBarriers: next(),
    },
    viability: {
      ...base.viability,
      costEstimate: next(),
      risks: next(),
      longTermValue: next(),
      longTermAlignment: next(),
    },
  };
}

/** How many single-valued text fields a journey has: counted by filling them once. */
const SCALAR_SLOT_COUNT = (() => {
  const counter = cursor(0);
  fillScalars(createInitialJourneyState(), counter);
  return counter.used();
})();

/** Rounds needed for every hostile string to go alone through at least one single-valued field. */
export const HOSTILE_ROUNDS = Math.ceil(HOSTILE_STRINGS.length / SCALAR_SLOT_COUNT);

/**
 * A journey whose every free-text field holds one hostile string. Over HOSTILE_ROUNDS rounds each
 * string is in one single-valued field (name, problem, team, Real/Win/Worth answers, chosen idea)
 * and in every text field of an idea (title, description, type, source).
 */
export function hostileJourneyState(round: number): JourneyState {
  const state = fillScalars(createInitialJourneyState(), cursor(round * SCALAR_SLOT_COUNT));
  const ideas = Array.from({ length: IDEAS_PER_ROUND }, (_, index) =>
    ideaOf(index, HOSTILE_STRINGS[(round * IDEAS_PER_ROUND + index) % HOSTILE_STRINGS.length] ?? ''),
  );
  return { ...state, ideas: ideas.slice(0, LIMITS.ideas), generatedIdeas: ideas.slice(LIMITS.ideas) };
}

/** Every value that came back different from what was sent, with where it was. */
export function textDifferences(sent: unknown, received: unknown, path = 'state'): string[] {
  if (sent !== null && typeof sent === 'object') {
    const other = (received ?? {}) as Record<string, unknown>;
    return Object.entries(sent).flatMap(([key, value]) =>
      textDifferences(value, other[key], `${path}.${key}`),
    );
  }
  return sent === received ? [] : [`${path}: sent ${JSON.stringify(sent)}, got ${JSON.stringify(received)}`];
}
