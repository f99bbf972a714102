import { createInitialJourneyState, type Idea, type JourneyState } from './journey-state';
import { type JourneyAction, journeyReducer } from './journey-reducer';
import type { Persona } from './persona';
import { getPersona } from './personas';

// Shared by the journey reducer's tests.

export function persona(id: string): Persona {
  const found = getPersona(id);
  if (!found) throw new Error(`test persona ${id} missing`);
  return found;
}

export function run(actions: JourneyAction[], state: JourneyState = createInitialJourneyState()): JourneyState {
  return actions.reduce(journeyReducer, state);
}

export function idea(id: string, extra: Partial<Idea> = {}): Idea {
  return {
    id,
    title: `Idea ${id}`,
    description: 'd',
    votes: 0,
    type: 'Innovation',
    personaSource: 'X',
    ...extra,
  };
}

export const toggle = (id: string): JourneyAction => ({
  type: 'togglePersona',
  persona: persona(id),
  memberId: `m-${id}`,
});

let roundCounter = 0;

/** A generated round arriving, with its own archive id and time. */
export function round(ideas: Idea[], extra: Partial<Extract<JourneyAction, { type: 'receiveIdeaRound' }>> = {}): JourneyAction {
  roundCounter += 1;
  return {
    type: 'receiveIdeaRound',
    ideas,
    generatedBy: 'Built-in engine',
    notice: null,
    archivedRoundId: `round-${roundCounter}`,
    replacedAt: `2026-11-23T10:00:${String(roundCounter % 60).padStart(2, '0')}Z`,
    ...extra,
  };
}
