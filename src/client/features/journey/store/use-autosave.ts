import { useCallback, useEffect, useRef, useState } from 'react';
import type { Journey } from '../../../../domain/journey-api';
import type { JourneyState } from '../../../../domain/journey-state';
import { ApiRequestError } from '../../../api/http';
import { createJourney, saveJourney } from '../../../api/journeys';
import { handleNotAuthenticated } from '../../../lib/not-authenticated';
import { showErrorToast } from '../../../lib/toast';

/**
 * 'pending': a change waits for its debounce; the server does not have it yet.
 * 'refused': the server refused this content (a 400); the next change is sent again.
 * 'read-only': the user may read this journey but not change it (a viewer, or no longer an editor).
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying' | 'refused' | 'conflict' | 'signed-out' | 'read-only';

const DEBOUNCE_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

interface AutosaveInput {
  state: JourneyState;
  /** Bumped on every user change; a save covers the revision it started with. */
  revision: number;
  journeyId: string | null;
  version: number | null;
  /** Where a journey not yet on the server is created; the personal workspace when absent. */
  workspaceId?: string;
  /** Whether there is anything worth creating a server journey for yet. */
  worthSaving: boolean;
  onSaved(journey: Journey, revision: number): void;
  onConflict(current: Journey): void;
}

function retryDelay(failures: number): number {
  return Math.min(2000 * 2 ** (failures - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Saves the journey about a second after the last change. A failed save keeps the local draft,
 * says so once, and retries with a growing delay; a stale version stops and asks the user.
 */
export function useAutosave(input: AutosaveInput) {
  const latest = useRef(input);
  latest.current = input;
  const [status, setStatus] = useState<SaveStatus>('idle');
  const savedRevision = useRef(0);
  const inFlight = useRef(false);
  const halted = useRef(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef<(options?: { keepalive?: boolean }) => Promise<boolean>>(async () => true);

  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(), delay);
  }, []);

  const onFailure = useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        halted.current = true;
        setStatus('conflict');
        latest.current.onConflict((error.body as { journey: Journey }).journey);
        return;
      }
      if (error instanceof ApiRequestError && error.status === 400) {
        // The same content would be refused again: say why, keep it on the device, and send the
        // journey again once the user has changed it.
        failures.current = 0;
        setStatus('refused');
        showErrorToast('Error saving progress', `There was a problem saving your progress. ${error.message}`);
        return;
      }
      if (error instanceof ApiRequestError && error.status === 403) {
        // The same save would be refused every time: stop, and let the screens say why.
        halted.current = true;
        setStatus('read-only');
        return;
      }
      if (handleNotAuthenticated(error, 'save')) {
        halted.current = true;
        setStatus('signed-out');
        return;
      }
      failures.current += 1;
      if (failures.current === 1) showErrorToast('Error saving progress', 'There was a problem saving your progress.');
      setStatus('retrying');
      schedule(retryDelay(failures.current));
    },
    [schedule],
  );

  const saveNow = useCallback(async ({ keepalive = false } = {}): Promise<boolean> => {
    const { state, revision, journeyId, version, worthSaving, workspaceId } = latest.current;
    if (revision === savedRevision.current || (!journeyId && !worthSaving)) return true;
    if (inFlight.current || halted.current) return false;
    inFlight.current = true;
    setStatus('saving');
    try {
      const journey =
        journeyId && version
          ? await saveJourney(journeyId, state, version, undefined, keepalive)
          : await createJourney(state, workspaceId);
      savedRevision.current = revision;
      failures.current = 0;
      latest.current.onSaved(journey, revision);
      setStatus('saved');
      if (latest.current.revision !== revision) schedule(DEBOUNCE_MS);
      return true;
    } catch (error) {
      onFailure(error);
      return false;
    } finally {
      inFlight.current = false;
    }
  }, [onFailure, schedule]);
  saveRef.current = saveNow;

  useEffect(() => {
    if (input.revision === savedRevision.current || halted.current || failures.current > 0) return;
    setStatus('pending');
    schedule(DEBOUNCE_MS);
  }, [input.revision, schedule]);

  // Leaving the journey screens, or the page, must not drop a change still waiting for its debounce.
  useEffect(() => {
    const unsaved = () => latest.current.revision !== savedRevision.current && !halted.current;
    // A closing page can only send; a journey not created yet stays in the local draft instead,
    // because its answer (the new id) could not be kept.
    const flushOnPageHide = () => {
      if (unsaved() && latest.current.journeyId) void saveRef.current({ keepalive: true });
    };
    window.addEventListener('pagehide', flushOnPageHide);
    return () => {
      window.removeEventListener('pagehide', flushOnPageHide);
      clearTimeout(timer.current);
      if (unsaved()) void saveRef.current();
    };
  }, []);

  /** After the user settles a conflict (or loads a journey), saving starts again from this revision. */
  const resume = useCallback((revision: number) => {
    halted.current = false;
    failures.current = 0;
    savedRevision.current = revision;
    setStatus('idle');
  }, []);

  return { status, saveNow, resume };
}
