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
