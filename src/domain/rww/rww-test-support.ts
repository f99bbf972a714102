import { createInitialJourneyState, type JourneyState } from '../journey-state';
import { journeyReducer } from '../journey-reducer';
import { idea } from '../journey-reducer-test-support';
import type { RwwAction } from './journey-reducer-rww';
import { type RwwAnswer, type RwwItemId, type RwwStage, itemsOfStage } from './rww-items';

// Shared by the Real-Win-Worth tests.

export const IDEA = 'idea-a';
export const USER = 'user-1';
export const AT = '2026-11-25T10:00:00.000Z';

/** A journey that has chosen IDEA (and holds a second idea to switch to). */
export function journeyWithChosenIdea(): JourneyState {
  const ideas = [idea(IDEA), idea('idea-b')];
  return { ...createInitialJourneyState(), ideas, selectedIdea: ideas[0]! };
}

export const answer = (itemId: RwwItemId, value: RwwAnswer | null, extra: Partial<RwwAction> = {}): RwwAction =>
  ({ type: 'setRwwAnswer', ideaId: IDEA, itemId, answer: value, userId: USER, at: AT, ...extra }) as RwwAction;

/** Every item of the stage answered with the values given in screen order (the last value repeats). */
export function answerStage(stage: RwwStage, values: RwwAnswer[]): RwwAction[] {
  return itemsOfStage(stage).map((entry, index) => answer(entry.id, values[Math.min(index, values.length - 1)]!));
}

export function apply(actions: RwwAction[], state: JourneyState = journeyWithChosenIdea()): JourneyState {
  return actions.reduce(journeyReducer, state);
}
