import { useMemo } from 'react';
import { useCurrentWorkspace, workspaceForNewJourney } from '../../lib/current-workspace';
import { useJourneyControls } from './store/journey-context';

/**
 * Whose AI rules apply to this journey's AI requests: its workspace's once it is saved; before that,
 * the workspace it is about to be created in (the server checks membership either way).
 */
export function useAiScope(): { journeyId?: string; workspaceId?: string } {
  const { journeyId } = useJourneyControls();
  const { workspaces, current } = useCurrentWorkspace();
  const workspaceId = journeyId ? undefined : workspaceForNewJourney(workspaces, current?.id ?? null);
  return useMemo(() => (journeyId ? { journeyId } : workspaceId ? { workspaceId } : {}), [journeyId, workspaceId]);
}
