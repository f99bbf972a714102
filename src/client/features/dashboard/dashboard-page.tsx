import { Container, Grid, Stack } from '@mantine/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { JourneySummary } from '../../../domain/journey-api';
import { canEditJourneys } from '../../../domain/workspace-roles';
import { useDeleteJourney, useRenameJourney } from '../../api/journeys';
import { AppHeader } from '../../components/app-header';
import { ChatFab } from '../../components/chat-fab';
import { LoadingStatus } from '../../components/loading-status';
import { handleNotAuthenticated } from '../../lib/not-authenticated';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { useLogout } from '../../lib/use-logout';
import { useStartNewJourney } from '../journey/store/use-start-new-journey';
import { moveTargets } from '../workspaces/move-targets';
import { DashboardHeading, DashboardLogout } from './dashboard-heading';
import { DashboardViews } from './dashboard-views';
import { JourneyLists } from './journey-lists';
import { QuickStartGuide } from './quick-start-guide';
import { StatCards } from './stat-cards';
import { useJourneyFilters, useJourneyLists } from './use-journey-lists';

// The dialogs (and Mantine's modal, focus trap and scroll lock) load with the first one opened.
const DashboardDialogs = lazy(async () => ({ default: (await import('./dashboard-dialogs')).DashboardDialogs }));

export function DashboardPage() {
  const { logout, pending: loggingOut } = useLogout();
  const workspace = useCurrentWorkspace();
  // The personal workspace is the server's default: its list is asked for before the workspaces arrive.
  const teamWorkspaceId = workspace.current?.kind === 'team' ? workspace.current.id : undefined;
  const [filters, setFilters] = useJourneyFilters();
  const { lists, counts, error } = useJourneyLists(teamWorkspaceId, filters);
  // A list that failed to load shows as empty, with the error's toast.
  const shownCounts = counts ?? (error ? { inProgress: 0, completed: 0 } : undefined);
  const navigate = useNavigate();
  const startNewJourney = useStartNewJourney();
  const deleteJourney = useDeleteJourney();
  const renameJourney = useRenameJourney();
  const [toDelete, setToDelete] = useState<JourneySummary | null>(null);
  const [toRename, setToRename] = useState<JourneySummary | null>(null);
  const [toMove, setToMove] = useState<JourneySummary | null>(null);
  const canMove = workspace.current?.kind !== 'team' && moveTargets(workspace.workspaces).length > 0;
  // A viewer reads the workspace's journeys but cannot rename or delete them (the server answers 403).
  const canEdit = workspace.current !== undefined && canEditJourneys(workspace.current.role);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && (toDelete || toRename || toMove)) setDialogsWanted(true);

  useEffect(() => {
    if (error && !handleNotAuthenticated(error, 'load')) {
      showErrorToast('Error', 'Failed to load your journeys.');
    }
  }, [error]);

  // SPEC: a journey opens on the team page with its id; the journey screens then move on to the step
  // it reached, or to its outputs when it is completed (issue 13, item 8).
  const open = (journey: Pick<JourneySummary, 'id' | 'status'>) =>
    navigate(`/define/team?journeyId=${encodeURIComponent(journey.id)}`, {
      state: { announceLoad: true, resume: journey.status === 'completed' ? 'outputs' : 'reached' },
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteJourney.mutate(toDelete.id, {
      onSuccess: () => showSuccessToast('Journey deleted', 'Innovation journey deleted successfully.'),
      onError: (error) => {
        if (!handleNotAuthenticated(error, 'delete')) {
          showErrorToast('Error deleting journey', 'Failed to delete the journey. Please try again.');
        }
      },
      onSettled: () => setToDelete(null),
    });
  };

  const saveName = (name: string) => {
    if (!toRename) return;
    renameJourney.mutate(
      { id: toRename.id, name },
      {
        onSuccess: ({ journey }) => {
          setToRename(null);
          showSuccessToast('Journey renamed', `It is now called “${journey.name}”.`);
        },
        onError: (error) => showErrorToast('Error', error.message),
      },
    );
  };

  return (
    <>
      <AppHeader>
        <DashboardLogout onLogout={logout} pending={loggingOut} />
      </AppHeader>
      <Container component="main" size="lg" py="xl">
        <Stack gap="xl">
          <DashboardHeading onStart={startNewJourney} />
          {!shownCounts ? (
            <LoadingStatus>Loading your journeys...</LoadingStatus>
          ) : (
            <>
              <StatCards
                total={shownCounts.inProgress + shownCounts.completed}
                inProgress={shownCounts.inProgress}
                completed={shownCounts.completed}
              />
              <DashboardViews
                workspaceId={teamWorkspaceId}
                onOpen={open}
                journeys={
                  <Grid gap="xl">
                    <Grid.Col span={{ base: 12, md: 8 }}>
                      <JourneyLists
                        lists={lists}
                        counts={shownCounts}
                        filters={filters}
                        onFiltersChange={setFilters}
                        onOpen={open}
                        onRename={canEdit ? setToRename : undefined}
                        onDelete={canEdit ? setToDelete : undefined}
                        onMove={canMove ? setToMove : undefined}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, md: 4 }}>
                      <QuickStartGuide onStart={startNewJourney} />
                    </Grid.Col>
                  </Grid>
                }
              />
            </>
          )}
        </Stack>
      </Container>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <DashboardDialogs
            remove={{ journey: toDelete, pending: deleteJourney.isPending, onConfirm: confirmDelete, onClose: () => setToDelete(null) }}
            rename={{ journey: toRename, pending: renameJourney.isPending, onSave: saveName, onClose: () => setToRename(null) }}
            move={{ journey: toMove, workspaces: workspace.workspaces, onClose: () => setToMove(null) }}
          />
        </Suspense>
      )}
      <ChatFab />
    </>
  );
}
