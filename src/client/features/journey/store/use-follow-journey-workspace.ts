import { useEffect } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';

/**
 * Opening a journey makes its workspace the current one, so the header's switcher names the
 * workspace the journey belongs to (and the dashboard is that workspace's on the way back).
 */
export function useFollowJourneyWorkspace(workspaceId: string | null): void {
  const { workspaces, current, select } = useCurrentWorkspace();
  const belongs = workspaces.some((workspace) => workspace.id === workspaceId);
  useEffect(() => {
    if (workspaceId && belongs && current && current.id !== workspaceId) select(workspaceId);
  }, [workspaceId, belongs, current, select]);
}
