import { useEffect, useState } from 'react';
import type { JourneyState } from '../../../../domain/journey-state';
import type { WorkspaceRole } from '../../../../domain/workspace-api';
import { getJourney, saveJourney } from '../../../api/journeys';
import { handleNotAuthenticated } from '../../../lib/not-authenticated';
import { type JourneyDraft, emptyDraft, readDraft } from './journey-draft-storage';

export type InitialJourney =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      journeyId: string | null;
      version: number | null;
      state: JourneyState;
      dirty: boolean;
      /** The caller's role in the journey's workspace, when the server said; null for the user's own draft. */
      role: WorkspaceRole | null;
      /** The journey's workspace, when the server said. */
      workspaceId?: string;
    };

/** A draft with unsaved changes for another journey gets one save attempt before it is replaced. */
async function flushOtherDraft(draft: JourneyDraft | null, journeyId: string): Promise<void> {
  if (!draft?.dirty || !draft.journeyId || draft.journeyId === journeyId || !draft.version) return;
  await saveJourney(draft.journeyId, draft.state, draft.version).catch(() => undefined);
}

/**
 * Decides what the journey screens open with: the local draft when it holds unsaved work for this
 * journey, else the server's copy (which may come from another device), else a fresh journey.
 */
export function useInitialJourney(
  userId: string,
  urlJourneyId: string | null,
  /** Journeys this screen created itself: their id arriving in the URL is no reason to reload. */
  createdHere: ReadonlySet<string>,
): InitialJourney {
  const [initial, setInitial] = useState<InitialJourney>({ kind: 'loading' });

  useEffect(() => {
    if (urlJourneyId && createdHere.has(urlJourneyId)) return;
    let cancelled = false;
    const draft = readDraft(userId);
    const fromDraft = (d: JourneyDraft): InitialJourney => ({ kind: 'ready', ...d, role: null });
    if (!urlJourneyId) {
      setInitial(fromDraft(draft ?? emptyDraft(userId)));
      return;
    }
    if (draft?.journeyId === urlJourneyId && draft.dirty) {
      setInitial(fromDraft(draft));
      return;
    }
    setInitial({ kind: 'loading' });
    void (async () => {
      await flushOtherDraft(draft, urlJourneyId);
      try {
        const journey = await getJourney(urlJourneyId);
        if (!cancelled) {
          const { id, version, state, role, workspaceId } = journey;
          setInitial({ kind: 'ready', journeyId: id, version, state, dirty: false, role, workspaceId });
        }
      } catch (error) {
        console.error('Failed to load journey', error);
        if (!cancelled && !handleNotAuthenticated(error, 'load')) setInitial({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, urlJourneyId, createdHere]);

  return initial;
}
