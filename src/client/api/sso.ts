import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoSettingsInput, WorkspaceSso } from '../../domain/sso-api';
import { apiFetch } from './http';

const ssoKey = (workspaceId: string) => ['workspaces', workspaceId, 'sso'] as const;
const base = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/sso`;

export function useWorkspaceSso(workspaceId: string) {
  return useQuery({
    queryKey: ssoKey(workspaceId),
    queryFn: () => apiFetch<{ sso: WorkspaceSso }>(base(workspaceId)).then((body) => body.sso),
  });
}

/** A change whose answer is the workspace's single sign-on as it now stands. */
function useSsoChange<Input>(workspaceId: string, request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKey(workspaceId) }),
  });
}

export const useSaveSso = (workspaceId: string) =>
  useSsoChange(workspaceId, (input: SsoSettingsInput) => apiFetch(base(workspaceId), { method: 'PUT', json: input }));

export const useRemoveSso = (workspaceId: string) =>
  useSsoChange(workspaceId, () => apiFetch<void>(base(workspaceId), { method: 'DELETE' }));

export const useAddSsoDomain = (workspaceId: string) =>
  useSsoChange(workspaceId, (domain: string) => apiFetch(`${base(workspaceId)}/domains`, { method: 'POST', json: { domain } }));

export const useVerifySsoDomain = (workspaceId: string) =>
  useSsoChange(workspaceId, (domain: string) =>
    apiFetch(`${base(workspaceId)}/domains/${encodeURIComponent(domain)}/verify`, { method: 'POST' }),
  );

export const useRemoveSsoDomain = (workspaceId: string) =>
  useSsoChange(workspaceId, (domain: string) =>
    apiFetch<void>(`${base(workspaceId)}/domains/${encodeURIComponent(domain)}`, { method: 'DELETE' }),
  );

/** "Continue with single sign-on": the server picks the identity provider; the browser goes there. */
export async function startSingleSignOn(email: string, callbackPath?: string): Promise<string> {
  const { url } = await apiFetch<{ url: string }>('/api/auth/sign-in/sso', { method: 'POST', json: { email, callbackPath } });
  return url;
}

export function giveLinkConsent(email: string, password: string): Promise<void> {
  return apiFetch<void>('/api/sso/link-consent', { method: 'POST', json: { email, password } });
}
