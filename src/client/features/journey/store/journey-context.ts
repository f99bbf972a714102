import { createContext, useContext } from 'react';
import type { PresenceEntry } from '../../../../domain/journey-live';
import type { JourneyAction } from '../../../../domain/journey-reducer';
import type { JourneyState } from '../../../../domain/journey-state';
import type { WorkspaceRole } from '../../../../domain/workspace-api';
import type { TextEditHint } from './journey-shared-texts';
import type { SaveStatus } from './save-status-kind';

/**
 * What a journey screen needs besides the journey's content: ids, the user's role, who else is
 * here, and the commands. None of it changes while someone types, so a component that reads only
 * this (useJourneyControls) is not drawn again on every keystroke.
 */
export interface JourneyControls {
  /** A change; for typing in a text field, with the text the person saw and their caret (text merges around others' typing). */
  dispatch(action: JourneyAction, hint?: TextEditHint): void;
  journeyId: string | null;
  /** The workspace the journey belongs to, once it is on the server. */
  workspaceId: string | null;
  /** The signed-in user: their own scores and votes are kept under this id. */
  userId: string;
  /** The user's role in the journey's workspace; null for a journey not on the server yet (their own). */
  role: WorkspaceRole | null;
  /** Everyone with the journey open now, this user's own tabs included. */
  presence: PresenceEntry[];
  /** Tells the others which shared text field the user is typing in (null: none). */
  reportField(field: string | null): void;
  /** Colleagues' changes do not arrive live now; the screen checks for them every few seconds. */
  livePaused: boolean;
  /** The user may read this journey but not change its content (they may still score, vote and comment). */
  readOnly: boolean;
  /** Sends what is waiting at once (e.g. before leaving a stage); resolves false when that did not go through. */
  saveNow(): Promise<boolean>;
  /** Marks the journey completed ('Finish Journey'); resolves false when that did not go through. */
  complete(): Promise<boolean>;
}

/** The journey's content and its saving, with the controls: it changes with every keystroke. */
export interface JourneyContextValue extends JourneyControls {
  state: JourneyState;
  saveStatus: SaveStatus;
  /**
   * The journey is completed as far as this screen knows: the server said so when it opened, or
   * someone finished it since (here or elsewhere); a change made here since reopens it, as it does
   * on the server.
   */
  completed: boolean;
}

export const JourneyContext = createContext<JourneyContextValue | null>(null);
export const JourneyControlsContext = createContext<JourneyControls | null>(null);

export function useJourney(): JourneyContextValue {
  const value = useContext(JourneyContext);
  if (!value) throw new Error('useJourney must be used inside <JourneyProvider>');
  return value;
}

/** The journey's controls only: for components that need no content, so typing does not draw them again. */
export function useJourneyControls(): JourneyControls {
  const value = useContext(JourneyControlsContext);
  if (!value) throw new Error('useJourneyControls must be used inside <JourneyProvider>');
  return value;
}
