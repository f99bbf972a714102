import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './http';
import { fetchSession } from './session-request';

export { type CurrentSession, type SessionUser, fetchSession } from './session-request';

export const SESSION_QUERY_KEY = ['session'] as const;


export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: 60_000,
    // Re-checking on focus signs a user out promptly when their session was revoked elsewhere.
    refetchOnWindowFocus: true,
  });
}

export interface SignUpPayload {
  email: string;
  password: string;
  name: string;
  username?: string;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { email: string; password: string }) =>
      apiFetch('/api/auth/sign-in/email', { method: 'POST', json: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SignUpPayload) => apiFetch('/api/auth/sign-up/email', { method: 'POST', json: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', json: {} }),
    onSuccess: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}
