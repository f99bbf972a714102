import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JiraCheckAnswer, JiraConnectionInput, JiraConnectionView, JiraJourneyAnswer, JiraSendAnswer, JiraSettingsAnswer } from '../../domain/jira/jira-api';
import { apiFetch } from './http';

const settingsPath = (workspaceId: string) => `/api/workspaces/${encodeURIComponent(workspaceId)}/jira`;
const journeyPath = (journeyId: string) => `/api/journeys/${encodeURIComponent(journeyId)}/jira`;
const settingsKey = (workspaceId: string) => ['workspaces', workspaceId, 'jira'] as const;
export const journeyJiraKey = (journeyId: string) => ['journey-jira', journeyId] as const;

/** The workspace's Jira connection (never its token) and the sites the operator allows. */
export function useJiraSettings(workspaceId: string) {
  return useQuery({
    queryKey: settingsKey(workspaceId),
    queryFn: () => apiFetch<JiraSettingsAnswer>(settingsPath(workspaceId)),
    retry: false,
  });
}

function useSettingsMutation<Input, Answer>(workspaceId: string, request: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey(workspaceId) }),
  });
}

/** Saves the connection; the server checks the project with Jira first. */
export const useSaveJiraConnection = (workspaceId: string) =>
  useSettingsMutation(workspaceId, (input: JiraConnectionInput) =>
    apiFetch<{ connection: JiraConnectionView }>(settingsPath(workspaceId), { method: 'PUT', json: input }).then((body) => body.connection),
  );

export const useDisconnectJira = (workspaceId: string) =>
  useSettingsMutation(workspaceId, () => apiFetch<void>(settingsPath(workspaceId), { method: 'DELETE' }));

/** Asks Jira, with the saved connection, which project it reaches; nothing is changed. */
export const useCheckJiraConnection = (workspaceId: string) =>
  useMutation({ mutationFn: () => apiFetch<JiraCheckAnswer>(`${settingsPath(workspaceId)}/check`, { method: 'POST' }) });

/** Whether the journey's workspace is connected to Jira, and the issues an earlier send made. */
export function useJourneyJira(journeyId: string | null) {
  return useQuery({
    queryKey: journeyJiraKey(journeyId ?? ''),
    queryFn: () => apiFetch<JiraJourneyAnswer>(journeyPath(journeyId ?? '')),
    enabled: journeyId !== null,
    retry: false,
  });
}

/** Sends the journey: the first time creates the epic and stories, later times update them. */
export function useSendToJira(journeyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<JiraSendAnswer>(journeyPath(journeyId), { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData<JiraJourneyAnswer>(journeyJiraKey(journeyId), { connected: true, link: answer.link }),
  });
}
