import { useCallback, useEffect, useRef, useState } from 'react';
import type { Journey, JourneyStatus } from '../../../../domain/journey-api';
import { STORAGE_FULL } from '../../../../domain/storage-full';
import { fetchChangesSince, sendJourneyChanges } from '../../../api/journey-live';
import { createJourney } from '../../../api/journeys';
import { newId } from '../../../lib/new-id';
import { handleNotAuthenticated } from '../../../lib/not-authenticated';
import { currentConnection } from '../../../lib/offline/connection';
import { showErrorToast } from '../../../lib/toast';
import { clearDraft } from './journey-draft-key';
import { hasContent, readDraft, writeDraft } from './journey-draft-storage';
import { JourneySync, type SyncCallbacks, type SyncStart, type SyncTransport } from './journey-sync';

interface UseJourneySyncInput {
  userId: string;
  initial: SyncStart;
  /** Where a journey not on the server yet is created; the personal workspace when undefined. */
  workspaceForNew(): string | undefined;
  onChange(): void;
  onCreated(journey: Journey): void;
  /** The server holds everything made so far (also after the journey screens have closed). */
  onAllSaved(): void;
  /** The server no longer lets this user see the journey (404 on a save). */
  onAccessLost(): void;
  /** The server refused one change of a batch (the rest were sent again). */
  onRejected: NonNullable<SyncCallbacks['onRejected']>;
  /** Someone marked the journey completed (Finish Journey), or in progress, on any device. */
  onStatus(status: JourneyStatus): void;
}

/** A leaving page or screen gives unsent changes this long to reach the server before it lets go. */
const SETTLE_ON_LEAVE_MS = 10_000;

function appTransport(workspaceForNew: () => string | undefined): SyncTransport {
  return {
    create: (state) => createJourney(state, workspaceForNew()),
    send: (journeyId, batch) => sendJourneyChanges(journeyId, batch),
    changesSince: fetchChangesSince,
  };
}

/**
 * The journey's sync engine for the screens: made once per opened journey, it keeps the local draft
 * after every change, tells the user about saves that failed, changes refused and fields someone
 * else overwrote, and sends what is left when the page or the journey screens close.
 */
export function useJourneySync(input: UseJourneySyncInput) {
  const latest = useRef(input);
  latest.current = input;
  const finished = useRef(false);

  const [engine] = useState(() => {
    const callbacks: SyncCallbacks = {
      worthCreating: hasContent,
      newBatchId: newId,
      onChange: () => {
        persist();
        latest.current.onChange();
        if (created.status === 'saved' && !created.hasUnsent()) latest.current.onAllSaved();
      },
      onCreated: (journey) => latest.current.onCreated(journey),
      onRejected: (rejected) => latest.current.onRejected(rejected),
      onRemoteChange: (change) => {
        if (change.kind === 'status') latest.current.onStatus(change.status);
      },
      onSaveProblem: (status, error) => {
        if (status === 'retrying') {
          // Without a connection the header says so, calmly: an error toast would only alarm. A full
          // disk on the server is worth its own words; the draft stays here and is sent again.
          if (currentConnection() === 'online') showErrorToast('Error saving progress', error.status === STORAGE_FULL.status ? error.message : 'There was a problem saving your progress.');
        } else if (status === 'refused') showErrorToast('Error saving progress', `There was a problem saving your progress. ${error.message}`);
        else if (status === 'signed-out') handleNotAuthenticated(error, 'save');
        else if (error.status === 404) latest.current.onAccessLost();
      },
    };
    const created = new JourneySync(input.initial, appTransport(() => latest.current.workspaceForNew()), callbacks);
    const persist = () => {
      if (finished.current) return;
      writeDraft({
        userId: latest.current.userId,
        journeyId: created.journeyId,
        version: created.journeyId ? created.version : null,
        state: created.confirmedState,
        ...created.unsent,
      });
    };
    persist();
    return created;
  });

  useEffect(() => {
    const sendBeforeClosing = () => {
      const batch = engine.takeBatchForClosingPage();
      if (batch && engine.journeyId) {
        void sendJourneyChanges(engine.journeyId, { ...batch, baseVersion: engine.version }, true).catch(() => undefined);
      }
    };
    const retryOnline = () => engine.retryNow();
    window.addEventListener('pagehide', sendBeforeClosing);
    window.addEventListener('online', retryOnline);
    return () => {
      window.removeEventListener('pagehide', sendBeforeClosing);
      window.removeEventListener('online', retryOnline);
      // Leaving the journey screens: what is waiting is sent now, then the engine stops.
      void Promise.race([engine.settle(), new Promise((resolve) => setTimeout(resolve, SETTLE_ON_LEAVE_MS))]).then(() => engine.close());
    };
  }, [engine]);

  /** After 'Finish Journey': the draft is gone, so the next visit to the team screen starts afresh. */
  const finish = useCallback(() => {
    finished.current = true;
    clearDraft();
  }, []);
  /** The journey is gone for this user: its draft goes too. */
  const forget = useCallback(() => {
    if (readDraft(latest.current.userId)?.journeyId === engine.journeyId) clearDraft();
  }, [engine]);

  return { engine, journeyId: engine.journeyId, finish, forget };
}
