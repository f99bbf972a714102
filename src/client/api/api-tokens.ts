import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList, CreateApiTokenInput, CreatedApiToken } from '../../domain/api-token-api';
import { apiFetch } from './http';

/** Where a list of tokens lives: the account's own, or a workspace's. */
export const personalTokensPath = '/api/account/tokens';
export const workspaceTokensPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/tokens`;

const queryKey = (path: string) => ['api-tokens', path] as const;

export function useApiTokens(path: string) {
  return useQuery({ queryKey: queryKey(path), queryFn: () => apiFetch<ApiTokenList>(path).then((body) => body.tokens) });
}

/** The answer holds the secret: it is handed to the screen once and never cached. */
export function useCreateApiToken(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => apiFetch<CreatedApiToken>(path, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey(path) }),
  });
}

export function useRevokeApiToken(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey(path) }),
  });
}
