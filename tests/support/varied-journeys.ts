import { journeyReducer } from '../../src/domain/journey-reducer';
import { type JourneyState, createInitialJourneyState } from '../../src/domain/journey-state';
import type { RwwAction } from '../../src/domain/rww/journey-reducer-rww';
import { RWW_ANSWERS, RWW_ITEM_IDS, RWW_STAGES } from '../../src/domain/rww/rww-items';
import { RWW_DECISION_KINDS } from '../../src/domain/rww/rww-state';

const AT = '2026-11-25T10:00:00.000Z';

/** A small seeded generator, so a failing case can be made again. */
function seeded(seed: number) {
  let value = seed >>> 0;
  const next = () => {
    value = (value * 1664525 + 1013904223) >>> 0;
    return value / 2 ** 32;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)]!,
  };
}

const PROBLEMS = [
  'Card disputes take three weeks for our customers.',
  'SMEs wait four weeks for a working-capital décision.',
  'First-time investors give up before their first trade.',
  'Clients à São Paulo cannot see fees before paying abroad.',
];

/**
 * Journeys in every standing the portfolio tells apart: not screened, screening, a No at each
 * stage with or without a decision, passed; with drafts not yet confirmed, risk answers or none,
 * open questions done or not, scores or none, and screens of an idea no longer chosen.
 */
export function variedJourneyStates(count: number, userId: string, seed = 20): JourneyState[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const ideas = ['a', 'b'].map((letter) => ({
      id: `idea-${letter}`,
      title: `Idea ${letter} of journey ${index}`,
      description: 'd',
      votes: 0,
      type: 'Process',
      personaSource: 'AI',
    }));
    const base: JourneyState = {
      ...createInitialJourneyState(),
      journeyName: random.chance(0.5) ? `Journey ${index}` : '',
      problemStatement: random.pick(PROBLEMS),
      ideas,
      selectedIdea: random.chance(0.85) ? ideas[0]! : null,
      isRealScore: random.chance(0.5) ? random.pick([0, 3, 7.5, 10]) : null,
      canWinScore: random.chance(0.5) ? random.pick([1, 6, 8.25]) : null,
      isWorthScore: random.chance(0.5) ? random.pick([2, 5, 9]) : null,
    };
    const ideaId = random.chance(0.9) ? 'idea-a' : 'idea-b';
    const actions: RwwAction[] = [];
    const answerShare = random.pick([0, 0.3, 0.8, 1]);
    // Mostly Yes with one No somewhere, all Yes, or anything.
    const pattern = random.pick(['oneNo', 'yes', 'any', 'any'] as const);
    const theNo = random.pick(RWW_ITEM_IDS);
    for (const itemId of RWW_ITEM_IDS) {
      if (!random.chance(answerShare)) continue;
      const answer = pattern === 'any' ? random.pick([...RWW_ANSWERS, null]) : pattern === 'oneNo' && itemId === theNo ? 'no' : 'yes';
      actions.push({ type: 'setRwwAnswer', ideaId, itemId, answer, userId, at: AT });
    }
    if (random.chance(0.3)) {
      const drafts = RWW_ITEM_IDS.slice(0, 5).map((itemId) => ({ itemId, answer: random.pick(RWW_ANSWERS), reason: 'From the notes.' }));
      actions.push({ type: 'receiveRwwDrafts', ideaId, drafts, engine: 'built-in', at: AT });
    }
    for (const stage of RWW_STAGES) {
      if (!random.chance(0.5)) continue;
      const kind = random.pick(RWW_DECISION_KINDS);
      actions.push({ type: 'recordRwwDecision', ideaId, stage, kind, reason: kind === 'continue' ? 'Worth a pilot.' : '', userId, at: AT });
    }
    for (const itemId of RWW_ITEM_IDS) {
      if (random.chance(0.3)) actions.push({ type: 'setRwwQuestionDone', ideaId, itemId, done: true, userId, at: AT });
    }
    if (random.chance(0.6)) {
      const level = () => (random.chance(0.8) ? random.pick([1, 2, 3, 4, 5]) : null);
      actions.push({ type: 'setRwwRisk', ideaId, marketNewness: level(), productNewness: level(), at: AT });
    }
    return actions.reduce<JourneyState>((state, action) => journeyReducer(state, action), base);
  });
}
