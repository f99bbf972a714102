import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../domain/auth-rules';
import { apiFetch } from './http';

interface PublicConfig {
  passwordMinLength: number;
  /** Whether "Continue with single sign-on" can lead anywhere here. */
  singleSignOn: boolean;
}

/** Settings the server shares with the browser; until they arrive the spec's defaults apply. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiFetch<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
  return data ?? { passwordMinLength: DEFAULT_PASSWORD_MIN_LENGTH, singleSignOn: false };
}
