import { useEffect, useState } from 'react';
import type { JourneyStatus } from '../../../../domain/journey-api';
import type { WorkspaceRole } from '../../../../domain/workspace-api';
import { getJourney } from '../../../api/journeys';
import { sendJourneyChanges } from '../../../api/journey-live';
import { handleNotAuthenticated } from '../../../lib/not-authenticated';
import { fallsBackToDevice } from '../../../lib/offline/known-on-this-device';
import { newId } from '../../../lib/new-id';
import { type JourneyDraft, draftBatches, draftHasUnsent, emptyDraft, readDraft } from './journey-draft-storage';
import type { SyncStart } from './journey-sync';

export type InitialJourney =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | (SyncStart & {
      kind: 'ready';
      /** The caller's role in the journey's workspace, when the server said; null for the user's own new draft. */
      role: WorkspaceRole | null;
      workspaceId: string | null;
      /** As the server last said; a draft not sent yet is in progress. */
      status: JourneyStatus;
    });

/** Unsent changes of another journey get one attempt to reach the server before its draft is replaced. */
async function flushOtherDraft(draft: JourneyDraft | null, journeyId: string): Promise<void> {
  if (!draft?.journeyId || draft.journeyId === journeyId || !draftHasUnsent(draft)) return;
  for (const batch of draftBatches(draft, newId)) {
    await sendJourneyChanges(draft.journeyId, { ...batch, baseVersion: draft.version ?? 0 }).catch(() => undefined);
  }
}

const fromDraft = (draft: JourneyDraft): InitialJourney => ({
  kind: 'ready',
  journeyId: draft.journeyId,
  version: draft.version,
  state: draft.state,
  unsent: { inFlight: draft.inFlight, pending: draft.pending, texts: draft.texts },
  role: null,
  workspaceId: null,
  status: 'in_progress',
});

/**
 * Decides what the journey screens open with: the server's copy (which may come from another
 * device) with this device's unsent changes on top, else, offline, the local draft; with no journey
 * named, the draft of the journey being started.
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
    if (!urlJourneyId) {
      setInitial(fromDraft(draft ?? emptyDraft(userId)));
      return;
    }
    const ownDraft = draft?.journeyId === urlJourneyId ? draft : null;
    setInitial({ kind: 'loading' });
    void (async () => {
      await flushOtherDraft(draft, urlJourneyId);
      try {
        const journey = await getJourney(urlJourneyId);
        if (cancelled) return;
        const unsent = ownDraft ? { inFlight: ownDraft.inFlight, pending: ownDraft.pending, texts: ownDraft.texts } : undefined;
        const { id, version, state, role, workspaceId, texts, status } = journey;
        // Changes of this device still to send reopen the journey once they arrive.
        const reopens = ownDraft !== null && draftHasUnsent(ownDraft);
        setInitial({ kind: 'ready', journeyId: id, version, state, texts, unsent, role, workspaceId, status: reopens ? 'in_progress' : status });
      } catch (error) {
        if (cancelled) return;
        // Out of reach with work on this device: open it; the changes are sent once the server answers.
        if (ownDraft && fallsBackToDevice(error)) return setInitial(fromDraft(ownDraft));
        console.error('Failed to load journey', error);
        if (!handleNotAuthenticated(error, 'load')) setInitial({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [userId, urlJourneyId, createdHere]);

  return initial;
}
