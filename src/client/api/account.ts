import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession, DeleteConfirmationAnswer, UpdatedProfile } from '../../domain/account-api';
import type { ProfileInput } from '../../domain/account-schemas';
import { apiFetch } from './http';
import { SESSION_QUERY_KEY } from './session';

export const ACCOUNT_SESSIONS_QUERY_KEY = ['account-sessions'] as const;

/** After a change to the user or their sessions, the header and the sessions list read again. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY }),
    ]);
}

export function useUpdateProfile() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (profile: ProfileInput) =>
      apiFetch<{ user: UpdatedProfile }>('/api/account/profile', { method: 'PATCH', json: profile }),
    onSuccess: refresh,
  });
}

/** The file itself is the body; the server decides what it is from its bytes. */
export function useUploadAvatar() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (file: File) =>
      apiFetch<{ image: string }>('/api/account/avatar', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: file,
      }),
    onSuccess: refresh,
  });
}

export function useRemoveAvatar() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/account/avatar', { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useChangePassword() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (payload: { currentPassword: string; newPassword: string }) =>
      apiFetch('/api/auth/change-password', { method: 'POST', json: payload }),
    onSuccess: refresh,
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: ACCOUNT_SESSIONS_QUERY_KEY,
    queryFn: () =>
      apiFetch<{ sessions: AccountSession[] }>('/api/account/sessions').then((body) => body.sessions),
  });
}

export function useRevokeSession() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ revoked: number }>('/api/account/sessions/revoke-others', { method: 'POST', json: {} }),
    onSuccess: refresh,
  });
}

/** Whether deleting this account asks for its password or, lacking one, its e-mail address. */
export function useDeleteConfirmation(enabled: boolean) {
  return useQuery({
    queryKey: ['account-delete-confirmation'],
    queryFn: () => apiFetch<DeleteConfirmationAnswer>('/api/account/delete-confirmation'),
    enabled,
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmation: string) =>
      apiFetch('/api/account/delete', { method: 'POST', json: { confirmation } }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/api/auth/request-password-reset', { method: 'POST', json: { email } }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { token: string; newPassword: string }) =>
      apiFetch('/api/auth/reset-password', { method: 'POST', json: payload }),
    // Every session of the user has just been revoked, this browser's included.
    onSuccess: () => queryClient.setQueryData(SESSION_QUERY_KEY, null),
  });
}
