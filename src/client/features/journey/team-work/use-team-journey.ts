import { useWorkspaces } from '../../../api/workspaces';
import { useJourneyControls } from '../store/journey-context';

/**
 * Whether the journey belongs to a team workspace: only then do team scores, votes and comments
 * show. A journey in a personal workspace works exactly as it did before teams.
 */
export function useIsTeamJourney(): boolean {
  const { workspaceId } = useJourneyControls();
  const { data: workspaces } = useWorkspaces();
  return workspaces?.find((workspace) => workspace.id === workspaceId)?.kind === 'team';
}
