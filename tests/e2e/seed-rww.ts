import { journeyReducer } from '../../src/domain/journey-reducer';
import type { JourneyState } from '../../src/domain/journey-state';
import type { RwwAction, RwwChange } from '../../src/domain/rww/journey-reducer-rww';
import { RWW_ITEMS, type RwwAnswer } from '../../src/domain/rww/rww-items';
import { journeyWithSelectedIdea, validatedJourney } from './seed-journey';

const AT = '2026-11-25T10:00:00.000Z';

/** A journey whose chosen idea went through these screen changes, as a person would have made them. */
export function screenedJourney(base: JourneyState, changes: RwwChange[]): JourneyState {
  const ideaId = base.selectedIdea!.id;
  return changes.reduce<JourneyState>((state, change) => journeyReducer(state, { ...change, ideaId, at: AT } as RwwAction), base);
}

/** Every item answered, in screen order, with the answers given (the last one repeats). */
export function answerAll(userId: string, answers: RwwAnswer[]): RwwChange[] {
  return RWW_ITEMS.map((item, index) => ({
    type: 'setRwwAnswer',
    itemId: item.id,
    answer: answers[Math.min(index, answers.length - 1)]!,
    userId,
  }));
}

/** Three journeys a board would look at: one passed, one stopped at Win, one not screened yet. */
export function portfolioJourneys(userId: string): { name: string; state: JourneyState }[] {
  const passed = screenedJourney({ ...validatedJourney(), journeyName: 'Split the bill' }, [
    ...answerAll(userId, ['yes', 'yes', 'maybe', 'yes']),
    { type: 'setRwwRisk', marketNewness: 1, productNewness: 2 },
  ]);
  const base = journeyWithSelectedIdea();
  const stopped = screenedJourney(
    { ...base, journeyName: 'Instant card replacement', selectedIdea: base.ideas[3]!, problemStatement: 'Customers wait a week for a new card after fraud.' },
    [
      { type: 'setRwwAnswer', itemId: 'marketNeed', answer: 'yes', userId },
      { type: 'setRwwAnswer', itemId: 'superiorResources', answer: 'no', userId },
      { type: 'recordRwwDecision', stage: 'win', kind: 'stop', reason: 'Card bureau contract blocks it until 2028.', userId },
      { type: 'setRwwRisk', marketNewness: 4, productNewness: 5 },
    ],
  );
  const fresh = { ...base, journeyName: 'Merchant cashback', selectedIdea: base.ideas[2]!, problemStatement: 'Local shops lose customers to big chains.' };
  return [
    { name: 'Split the bill', state: passed },
    { name: 'Instant card replacement', state: stopped },
    { name: 'Merchant cashback', state: fresh },
  ];
}
