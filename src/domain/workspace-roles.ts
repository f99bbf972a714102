// The workspace roles without their schemas: screens that only show or check a role import this,
// not workspace-api.ts, whose schemas would bring zod into their first load.

export type WorkspaceRole = 'owner' | 'editor' | 'viewer';

export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const satisfies readonly WorkspaceRole[];

export const canEditJourneys = (role: WorkspaceRole): boolean => role !== 'viewer';

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};
