import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isMemberOwnAction, isSharedAction } from '../../../../domain/journey-actions';
import { STREAM_CLOSED_MESSAGES } from '../../../../domain/journey-live';
import type { JourneyAction } from '../../../../domain/journey-reducer';
import type { WorkspaceRole } from '../../../../domain/workspace-api';
import { commentsQueryKey, finishJourney, refreshHistory } from '../../../api/journey-live';
import { JOURNEYS_QUERY_KEY } from '../../../api/journeys';
import { SESSION_QUERY_KEY, useSession } from '../../../api/session';
import { useWorkspaces } from '../../../api/workspaces';
import { AppHeader } from '../../../components/app-header';
import { readCurrentWorkspaceId, workspaceForNewJourney } from '../../../lib/current-workspace';
import { useScreenChangePending } from '../../../lib/screen-change-pending';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { JourneyContext, type JourneyContextValue, type JourneyControls, JourneyControlsContext } from './journey-context';
import { isLeaving } from './pending-move';
import { type InitialJourney, useInitialJourney } from './use-initial-journey';
import { useJourneySync } from './use-journey-sync';
import { useJourneyStream } from './use-journey-stream';
import { useResumeJourney } from './use-resume-journey';
import type { TextEditHint } from './journey-shared-texts';
import { useRefusedEdits } from './use-refused-edits';
import { type RefusedEdit, RefusedEditDialog } from '../team-work/refused-edit-dialog';
import { newId } from '../../../lib/new-id';
import { useFollowJourneyWorkspace } from './use-follow-journey-workspace';
import { refreshFacilitation } from '../facilitation/use-facilitation';
import { JourneyFrame } from '../layout/journey-frame';

/** How long the journey's changes must pause before the activity list is read again. */
const HISTORY_REFRESH_PAUSE_MS = 600;

/** Journey screens share one working state, kept locally at every change and in step with the server. */
export function JourneyProvider({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const userId = session?.user.id ?? '';
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const createdHere = useRef(new Set<string>()).current;
  const initial = useInitialJourney(userId, searchParams.get('journeyId'), createdHere);

  if (initial.kind === 'loading') return <JourneyFrame header={<AppHeader />} path={pathname} />;
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
  // The header stays while the dashboard's code comes: the move keeps what is drawn.
  return (
    <>
      <Navigate to="/dashboard" replace />
      <AppHeader />
    </>
  );
}

/**
 * Puts ?journeyId= in the address once the journey exists, so a reload or a shared link opens it.
 * Never while a move to another screen is under way: replacing the address would cancel that move.
 */
function useJourneyIdInAddress(journeyId: string | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const changingScreen = useScreenChangePending();
  const { key } = useLocation();
  useEffect(() => {
    if (!journeyId || changingScreen || isLeaving(key) || searchParams.get('journeyId') === journeyId) return;
    setSearchParams(
      (params) => {
        params.set('journeyId', journeyId);
        return params;
      },
      { replace: true },
    );
  }, [journeyId, changingScreen, key, searchParams, setSearchParams]);
}

interface LoadedJourneyProps {
  userId: string;
  initial: Extract<InitialJourney, { kind: 'ready' }>;
  createdHere: Set<string>;
  children: ReactNode;
}

function LoadedJourney({ userId, initial, createdHere, children }: LoadedJourneyProps) {
  useAnnounceLoad();
  useResumeJourney(initial.state, initial.journeyId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [role, setRole] = useState<WorkspaceRole | null>(initial.role);
  const [workspaceId, setWorkspaceId] = useState(initial.workspaceId);
  const [completed, setCompleted] = useState(initial.status === 'completed');
  useFollowJourneyWorkspace(workspaceId);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const newJourneyWorkspace = workspaceForNewJourney(useWorkspaces().data, readCurrentWorkspaceId(userId));

  const refusedEdits = useRefusedEdits();
  const typedText = useRef<(key: string) => string | undefined>(() => undefined);
  const sync = useJourneySync({
    userId,
    initial,
    onRejected: (rejected) => refusedEdits.report(rejected, typedText.current),
    workspaceForNew: () => newJourneyWorkspace,
    onChange: rerender,
    onCreated: (journey) => {
      createdHere.add(journey.id);
      setWorkspaceId(journey.workspaceId);
      void queryClient.invalidateQueries({ queryKey: JOURNEYS_QUERY_KEY });
    },
    onAccessLost: () => navigate('/dashboard', { replace: true }),
    onStatus: (status) => setCompleted(status === 'completed'),
    // The dashboard may already be showing, when the last change lands on the way out.
    onAllSaved: () => void queryClient.invalidateQueries({ queryKey: JOURNEYS_QUERY_KEY }),
  });
  const { engine, finish, forget } = sync;
  typedText.current = (key) => engine.typedText(key);
  refusedEdits.remember(engine.state);
  const journeyId = sync.journeyId;
  useJourneyIdInAddress(journeyId);

  const { presence, livePaused, reportField } = useJourneyStream(engine, journeyId, {
    onRole: setRole,
    onComments: () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(journeyId ?? '') }),
    onFacilitation: (version) => journeyId && refreshFacilitation(queryClient, journeyId, version),
    onClosed: (reason) => {
      engine.close();
      if (reason === 'signed-out') {
        showErrorToast('Not authenticated', STREAM_CLOSED_MESSAGES[reason]);
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        return;
      }
      forget();
      showErrorToast('Journey closed', STREAM_CLOSED_MESSAGES[reason]);
      void queryClient.invalidateQueries({ queryKey: JOURNEYS_QUERY_KEY });
      navigate('/dashboard', { replace: true });
    },
  });
  // The activity may stay open beside the page while people type: it is read again once the changes pause.
  useEffect(() => {
    if (!journeyId) return;
    const timer = setTimeout(() => void refreshHistory(queryClient, journeyId), HISTORY_REFRESH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [journeyId, engine.version, queryClient]);

  const readOnly = role === 'viewer' || engine.status === 'read-only';
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;
  const dispatch = useCallback(
    (action: JourneyAction, hint?: TextEditHint) => {
      if (!isSharedAction(action)) return;
      // A viewer may score and vote for themselves; their other changes are not applied, nor sent.
      if (readOnlyRef.current && !isMemberOwnAction(action)) return;
      engine.dispatch(action, hint);
      setCompleted(false);
    },
    [engine],
  );
  const addAsNewIdea = useStableCallback(({ title, description }: RefusedEdit) => {
    dispatch({ type: 'addIdea', id: newId(), idea: { title: title.trim() || 'Untitled Idea', description } });
    refusedEdits.dismiss();
    showSuccessToast('Idea added', 'Your text is kept as a new idea.');
  });

  const complete = useCallback(async () => {
    if (!(await engine.settle()) || !engine.journeyId) return false;
    try {
      await finishJourney(engine.journeyId);
      finish();
      setCompleted(true);
      void queryClient.invalidateQueries({ queryKey: JOURNEYS_QUERY_KEY });
      return true;
    } catch (error) {
      console.error('Could not mark the journey completed', error);
      return false;
    }
  }, [engine, finish, queryClient]);

  const state = engine.state;
  const saveStatus = engine.status;
  const saveNow = useCallback(() => engine.settle(), [engine]);
  const controls = useMemo<JourneyControls>(
    () => ({ dispatch, userId, journeyId, workspaceId, role, presence, reportField, livePaused, readOnly, saveNow, complete }),
    [dispatch, userId, journeyId, workspaceId, role, presence, reportField, livePaused, readOnly, saveNow, complete],
  );
  const value = useMemo<JourneyContextValue>(() => ({ ...controls, state, saveStatus, completed }), [controls, state, saveStatus, completed]);

  return (
    <JourneyControlsContext.Provider value={controls}>
      <JourneyContext.Provider value={value}>
        {children}
        <RefusedEditDialog edit={refusedEdits.edit} canAddIdea={!readOnly} onAddAsNewIdea={addAsNewIdea} onClose={refusedEdits.dismiss} />
      </JourneyContext.Provider>
    </JourneyControlsContext.Provider>
  );
}
