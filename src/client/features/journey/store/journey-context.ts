import { createContext, useContext } from 'react';
import type { JourneyAction } from '../../../../domain/journey-reducer';
import type { JourneyState } from '../../../../domain/journey-state';
import type { SaveStatus } from './use-autosave';

export interface JourneyContextValue {
  state: JourneyState;
  dispatch(action: JourneyAction): void;
  journeyId: string | null;
  /** The signed-in user: their own scores and votes are kept under this id. */
  userId: string;
  /** The journey's workspace, when known (a journey not yet saved goes to the user's current one). */
  workspaceId: string | null;
  saveStatus: SaveStatus;
  /** The user may read this journey but not change it: the screens' changes are not applied. */
  readOnly: boolean;
  /** Saves at once (e.g. before leaving a stage); resolves false when the save did not go through. */
  saveNow(): Promise<boolean>;
  /** Saves the journey as completed ('Finish Journey'); resolves false when that did not go through. */
  complete(): Promise<boolean>;
}

export const JourneyContext = createContext<JourneyContextValue | null>(null);

export function useJourney(): JourneyContextValue {
  const value = useContext(JourneyContext);
  if (!value) throw new Error('useJourney must be used inside <JourneyProvider>');
  return value;
}
