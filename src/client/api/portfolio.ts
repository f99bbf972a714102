import { useQuery } from '@tanstack/react-query';
import type { PortfolioResponse } from '../../domain/rww/rww-portfolio';
import { apiFetch } from './http';
import { JOURNEYS_QUERY_KEY } from './journeys';

/** Under the journeys key, so every save or delete that refreshes the lists refreshes the portfolio too. */
export const portfolioQueryKey = (workspaceId: string | undefined) => [...JOURNEYS_QUERY_KEY, 'portfolio', workspaceId ?? 'personal'] as const;

/** A workspace's journeys by their Real-Win-Worth standing; the caller's personal workspace when none is named. */
export function usePortfolio(workspaceId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: portfolioQueryKey(workspaceId),
    queryFn: () =>
      apiFetch<PortfolioResponse>(`/api/portfolio${workspaceId ? `?workspaceId=${encodeURIComponent(workspaceId)}` : ''}`),
    enabled,
  });
}
