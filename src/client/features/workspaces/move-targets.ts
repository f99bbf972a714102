import type { WorkspaceSummary } from '../../../domain/workspace-api';
import { canEditJourneys } from '../../../domain/workspace-roles';

/** The team workspaces a journey can be moved into: those where the user may add journeys. */
export function moveTargets(workspaces: WorkspaceSummary[]): WorkspaceSummary[] {
  return workspaces.filter((workspace) => workspace.kind === 'team' && canEditJourneys(workspace.role));
}
