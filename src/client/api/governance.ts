import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiSettingsAnswer, AiUsageReport, RetentionSettings, UpdateAiSettingsInput } from '../../domain/ai-governance-api';
import type { AuditFilter, AuditPage, JourneyExport } from '../../domain/audit-api';
import { apiFetch } from './http';

const base = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}`;
const governanceKey = (workspaceId: string, part: string) => ['workspaces', workspaceId, part] as const;

export function useAiSettings(workspaceId: string) {
  return useQuery({
    queryKey: governanceKey(workspaceId, 'ai-settings'),
    queryFn: () => apiFetch<AiSettingsAnswer>(`${base(workspaceId)}/ai-settings`),
    retry: false,
  });
}

export function useSaveAiSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAiSettingsInput) => apiFetch<AiSettingsAnswer>(`${base(workspaceId)}/ai-settings`, { method: 'PUT', json: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(governanceKey(workspaceId, 'ai-settings'), answer);
      void queryClient.invalidateQueries({ queryKey: governanceKey(workspaceId, 'audit') });
    },
  });
}

export function useAiUsage(workspaceId: string, month: string) {
  return useQuery({
    queryKey: [...governanceKey(workspaceId, 'ai-usage'), month],
    queryFn: () => apiFetch<AiUsageReport>(`${base(workspaceId)}/ai-usage?month=${encodeURIComponent(month)}`),
    retry: false,
  });
}

export function useRetention(workspaceId: string) {
  return useQuery({
    queryKey: governanceKey(workspaceId, 'retention'),
    queryFn: () => apiFetch<RetentionSettings>(`${base(workspaceId)}/retention`),
    retry: false,
  });
}

export function useSaveRetention(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RetentionSettings) => apiFetch<RetentionSettings>(`${base(workspaceId)}/retention`, { method: 'PUT', json: input }),
    onSuccess: (answer) => queryClient.setQueryData(governanceKey(workspaceId, 'retention'), answer),
  });
}

/** The filter as query parameters, without the empty ones. */
export function auditQueryString(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...filter, ...extra }).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

export function useAuditTrail(workspaceId: string, filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: [...governanceKey(workspaceId, 'audit'), filter],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      apiFetch<AuditPage>(`${base(workspaceId)}/audit?${auditQueryString({ ...filter, before: pageParam })}`),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    retry: false,
  });
}

export const auditDownloadUrl = (workspaceId: string, format: 'csv' | 'jsonl', filter: AuditFilter) =>
  `${base(workspaceId)}/audit/export?${auditQueryString(filter, { format })}`;

/** Says a journey is leaving the app as a file (or copied text) before the file is handed over. */
export function recordJourneyExport(journeyId: string, exported: JourneyExport): Promise<void> {
  return apiFetch<void>(`/api/journeys/${encodeURIComponent(journeyId)}/exports`, { method: 'POST', json: exported });
}

export const PERSONAL_DATA_URL = '/api/account/export';
