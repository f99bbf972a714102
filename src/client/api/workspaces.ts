import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Journey } from '../../domain/journey-api';
import type {
  InvitationPreview,
  PublicInvitationPreview,
  PendingInvitation,
  WorkspaceMember,
  WorkspaceRole,
  WorkspaceSummary,
} from '../../domain/workspace-api';
import { apiFetch } from './http';
import { JOURNEYS_QUERY_KEY } from './journeys';

export const WORKSPACES_QUERY_KEY = ['workspaces'] as const;
const membersKey = (workspaceId: string) => ['workspaces', workspaceId, 'members'] as const;
const invitationsKey = (workspaceId: string) => ['workspaces', workspaceId, 'invitations'] as const;
const base = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}`;

/**
 * Read by the dashboard and by the header's switcher, whose code arrives later: without a while of
 * freshness the switcher's first draw asked the server again for the list just read. Our own
 * changes to it (creating, renaming, joining, leaving) read it again at once.
 */
const WORKSPACES_FRESH_MS = 30_000;

export function useWorkspaces(enabled = true) {
  return useQuery({
    queryKey: WORKSPACES_QUERY_KEY,
    queryFn: () => apiFetch<{ workspaces: WorkspaceSummary[] }>('/api/workspaces').then((body) => body.workspaces),
    enabled,
    staleTime: WORKSPACES_FRESH_MS,
  });
}

export function useMembers(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: membersKey(workspaceId),
    queryFn: () => apiFetch<{ members: WorkspaceMember[] }>(`${base(workspaceId)}/members`).then((body) => body.members),
    enabled,
  });
}

export function usePendingInvitations(workspaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationsKey(workspaceId),
    queryFn: () =>
      apiFetch<{ invitations: PendingInvitation[] }>(`${base(workspaceId)}/invitations`).then((body) => body.invitations),
    enabled,
  });
}

/** A mutation that refreshes the workspace lists (and what hangs off them) once it is done. */
function useWorkspaceMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
}

export const useCreateWorkspace = () =>
  useWorkspaceMutation((name: string) =>
    apiFetch<{ workspace: WorkspaceSummary }>('/api/workspaces', { method: 'POST', json: { name } }).then((body) => body.workspace),
  );

export const useRenameWorkspace = (workspaceId: string) =>
  useWorkspaceMutation((name: string) => apiFetch(base(workspaceId), { method: 'PATCH', json: { name } }));

export const useDeleteWorkspace = (workspaceId: string) =>
  useWorkspaceMutation(() => apiFetch<void>(base(workspaceId), { method: 'DELETE' }));

export const useChangeRole = (workspaceId: string) =>
  useWorkspaceMutation(({ userId, role }: { userId: string; role: WorkspaceRole }) =>
    apiFetch(`${base(workspaceId)}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', json: { role } }),
  );

/** Removes a member; the caller's own id means leaving. */
export const useRemoveMember = (workspaceId: string) =>
  useWorkspaceMutation((userId: string | 'me') =>
    apiFetch<void>(`${base(workspaceId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );

export const useInvite = (workspaceId: string) =>
  useWorkspaceMutation((input: { email: string; role: WorkspaceRole }) =>
    apiFetch<{ link: string }>(`${base(workspaceId)}/invitations`, { method: 'POST', json: input }).then((body) => body.link),
  );

export const useRevokeInvitation = (workspaceId: string) =>
  useWorkspaceMutation((invitationId: string) =>
    apiFetch<void>(`${base(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
  );

export function useInvitationPreview(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['invitations', token],
    queryFn: () =>
      apiFetch<{ invitation: InvitationPreview }>(`/api/invitations/${encodeURIComponent(token)}`).then((body) => body.invitation),
    enabled,
    retry: false,
  });
}

/** Who invites whom to what, shown from the link alone, before signing in. */
export function usePublicInvitationPreview(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['invitation-previews', token],
    queryFn: () =>
      apiFetch<{ invitation: PublicInvitationPreview }>(`/api/invitation-previews/${encodeURIComponent(token)}`).then((body) => body.invitation),
    enabled,
    retry: false,
  });
}

export const useAcceptInvitation = (token: string) =>
  useWorkspaceMutation(() =>
    apiFetch<{ workspaceId: string; workspaceName: string }>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' }),
  );

export function useMoveJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ journeyId, workspaceId }: { journeyId: string; workspaceId: string }) =>
      apiFetch<{ journey: Journey }>(`/api/journeys/${encodeURIComponent(journeyId)}/move`, { method: 'POST', json: { workspaceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOURNEYS_QUERY_KEY }),
  });
}
