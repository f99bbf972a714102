import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { Journey } from '../../../../domain/journey-api';
import { type JourneyAction, journeyReducer } from '../../../../domain/journey-reducer';
import type { JourneyState } from '../../../../domain/journey-state';
import { useQueryClient } from '@tanstack/react-query';
import type { WorkspaceRole } from '../../../../domain/workspace-api';
import { JOURNEYS_QUERY_KEY, saveJourney } from '../../../api/journeys';
import { useWorkspaces } from '../../../api/workspaces';
import { useSession } from '../../../api/session';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { readCurrentWorkspaceId, workspaceForNewJourney } from '../../../lib/current-workspace';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { ConflictDialog } from './conflict-dialog';
import { JourneyContext, type JourneyContextValue } from './journey-context';
import { clearDraft } from './journey-draft-key';
import { hasContent, writeDraft } from './journey-draft-storage';
import { useAutosave } from './use-autosave';
import { isLeaving } from './pending-move';
import { useInitialJourney } from './use-initial-journey';
import { useResumeJourney } from './use-resume-journey';

/** Journey screens share one working state, kept locally at every change and on the server. */
export function JourneyProvider({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const userId = session?.user.id ?? '';
  const [searchParams] = useSearchParams();
  const createdHere = useRef(new Set<string>()).current;
  const initial = useInitialJourney(userId, searchParams.get('journeyId'), createdHere);

  if (initial.kind === 'loading') return <FullPageSpinner />;
  if (initial.kind === 'failed') return <LoadFailed />;
  return (
    <LoadedJourney key={initial.journeyId ?? 'new'} userId={userId} initial={initial} createdHere={createdHere}>
      {children}
    </LoadedJourney>
  );
}

/** 'Journey loaded' once, when the user opened the journey from the dashboard. */
function useAnnounceLoad() {
  const location = useLocation();
  const announce = (location.state as { announceLoad?: boolean } | null)?.announceLoad === true;
  useEffect(() => {
    if (announce) showSuccessToast('Journey loaded', 'Innovation journey loaded successfully.');
    // Only at mount: the state stays on the history entry while the user moves on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function LoadFailed() {
  useEffect(() => showErrorToast('Error', 'Failed to load journey. Please try again.'), []);
  return <Navigate to="/dashboard" replace />;
}

/**
 * Puts ?journeyId= in the address once the journey exists, so a reload or a shared link opens it.
 * Never while a move to another screen is under way: replacing the address would cancel that move.
 */
function useJourneyIdInAddress(journeyId: string | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { key } = useLocation();
  useEffect(() => {
    if (!journeyId || navigation.state !== 'idle' || isLeaving(key) || searchParams.get('journeyId') === journeyId) return;
    setSearchParams(
      (params) => {
        params.set('journeyId', journeyId);
        return params;
      },
      { replace: true },
    );
  }, [journeyId, navigation.state, key, searchParams, setSearchParams]);
}

interface LoadedJourneyProps {
  userId: string;
  initial: { journeyId: string | null; version: number | null; state: JourneyState; dirty: boolean; role: WorkspaceRole | null; workspaceId?: string };
  createdHere: Set<string>;
  children: ReactNode;
}

function LoadedJourney({ userId, initial, createdHere, children }: LoadedJourneyProps) {
  useAnnounceLoad();
  useResumeJourney(initial.state, initial.journeyId);
  const [state, baseDispatch] = useReducer(journeyReducer, initial.state);
  const [revision, setRevision] = useState(initial.dirty ? 1 : 0);
  const [server, setServer] = useState({ journeyId: initial.journeyId, version: initial.version, savedRevision: 0 });
  const [conflict, setConflict] = useState<Journey | null>(null);
  const queryClient = useQueryClient();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const revisionRef = useRef(revision);
  revisionRef.current = revision;
  const readOnlyRef = useRef(initial.role === 'viewer');
  const newJourneyWorkspace = workspaceForNewJourney(useWorkspaces().data, readCurrentWorkspaceId(userId));

  const dispatch = useCallback((action: JourneyAction) => {
    // A viewer's screens show the journey as it is: their changes are not applied, nor sent.
    if (readOnlyRef.current) return;
    baseDispatch(action);
    setRevision((current) => current + 1);
  }, []);

  const onSaved = useCallback(
    (journey: Journey, savedRevision: number) => {
      void queryClient.invalidateQueries({ queryKey: JOURNEYS_QUERY_KEY });
      if (!mounted.current) {
        // Saved on the way out of the journey screens: only the draft is left to learn the version.
        if (!finished.current) {
          const dirty = savedRevision !== revisionRef.current;
          writeDraft({ userId, journeyId: journey.id, version: journey.version, dirty, state: stateRef.current });
        }
        return;
      }
      setServer({ journeyId: journey.id, version: journey.version, savedRevision });
      createdHere.add(journey.id);
    },
    [createdHere, queryClient, userId],
  );
  useJourneyIdInAddress(server.journeyId);

  const autosave = useAutosave({
    state,
    revision,
    journeyId: server.journeyId,
    version: server.version,
    workspaceId: newJourneyWorkspace,
    worthSaving: hasContent(state),
    onSaved,
    onConflict: setConflict,
  });

  // Once the journey is finished the draft is gone: the next visit to the team screen starts afresh.
  const finished = useRef(false);
  useEffect(() => {
    if (finished.current) return;
    writeDraft({ userId, journeyId: server.journeyId, version: server.version, dirty: revision !== server.savedRevision, state });
  }, [userId, state, server, revision]);

  const settleConflict = (keep: 'saved' | 'mine') => {
    if (!conflict) return;
    if (keep === 'saved') {
      baseDispatch({ type: 'reset' });
      baseDispatch({ type: 'load', data: conflict.state });
      setServer({ journeyId: conflict.id, version: conflict.version, savedRevision: revision });
      autosave.resume(revision);
    } else {
      setServer((current) => ({ ...current, version: conflict.version }));
      autosave.resume(-1);
      setRevision((current) => current + 1);
    }
    setConflict(null);
  };

  const saveNow = autosave.saveNow;
  const serverRef = useRef(server);
  serverRef.current = server;
  const stateRef = useRef(state);
  stateRef.current = state;
  const complete = useCallback(async () => {
    const flushed = await saveNow();
    // The flush updates server state through a render; the refs carry the newest values.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { journeyId, version } = serverRef.current;
    if (!flushed || !journeyId || !version) return false;
    try {
      const journey = await saveJourney(journeyId, stateRef.current, version, 'completed');
      finished.current = true;
      clearDraft();
      setServer((current) => ({ ...current, version: journey.version }));
      return true;
    } catch (error) {
      console.error('Could not mark the journey completed', error);
      return false;
    }
  }, [saveNow]);

  const readOnly = initial.role === 'viewer' || autosave.status === 'read-only';
  const workspaceId = initial.workspaceId ?? newJourneyWorkspace ?? null;
  readOnlyRef.current = readOnly;
  const value = useMemo<JourneyContextValue>(
    () => ({ state, dispatch, userId, workspaceId, journeyId: server.journeyId, saveStatus: autosave.status, readOnly, saveNow: autosave.saveNow, complete }),
    [state, dispatch, userId, workspaceId, server.journeyId, autosave.status, readOnly, autosave.saveNow, complete],
  );

  return (
    <JourneyContext.Provider value={value}>
      {children}
      <ConflictDialog opened={conflict !== null} onLoadSaved={() => settleConflict('saved')} onKeepMine={() => settleConflict('mine')} />
    </JourneyContext.Provider>
  );
}
