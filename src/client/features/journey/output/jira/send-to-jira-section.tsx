import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type WorkspaceRole, canEditJourneys } from '../../../../../domain/workspace-roles';
import { ApiRequestError } from '../../../../api/http';
import { journeyJiraKey, useJourneyJira, useSendToJira } from '../../../../api/jira';
import { useWorkspaces } from '../../../../api/workspaces';
import { showSuccessToast } from '../../../../lib/toast';
import { useJourney, useJourneyControls } from '../../store/journey-context';
import { JiraIssueLinks } from './jira-issue-links';
import { jiraSendSummary } from './jira-send-summary';

const HEADING_ID = 'send-to-jira-heading';
const REASON_ID = 'send-to-jira-reason';

/** The caller's role where the journey lives: the journey said it when it opened, the workspace list otherwise. */
function useRoleHere(): WorkspaceRole | null {
  const { role, workspaceId } = useJourneyControls();
  const workspaces = useWorkspaces(role === null).data;
  return role ?? workspaces?.find((workspace) => workspace.id === workspaceId)?.role ?? null;
}

function NotConnected({ role, workspaceId }: { role: WorkspaceRole | null; workspaceId: string | null }) {
  if (role === 'owner' && workspaceId) {
    return (
      <Text size="sm">
        This workspace is not connected to Jira yet.{' '}
        <Anchor component={Link} to={`/workspaces/${encodeURIComponent(workspaceId)}/jira`} underline="always">
          Connect it in the workspace’s Jira settings
        </Anchor>
        .
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Not connected to Jira.
    </Text>
  );
}

function SendButton({ journeyId, sent, completed }: { journeyId: string; sent: boolean; completed: boolean }) {
  const send = useSendToJira(journeyId);
  const queryClient = useQueryClient();
  const start = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => {
        const { title, message } = jiraSendSummary(answer);
        showSuccessToast(title, message);
      },
      onError: (failure) => {
        // Someone may have disconnected the workspace meanwhile: the section shows that instead.
        if (failure instanceof ApiRequestError && failure.code === 'JIRA_NOT_CONNECTED') void queryClient.invalidateQueries({ queryKey: journeyJiraKey(journeyId) });
      },
    });
  return (
    <Stack gap="xs" align="flex-start">
      {send.isError && (
        <Alert color="red" role="alert" title="Not sent to Jira" w="100%">
          {send.error.message}
        </Alert>
      )}
      <Button leftSection={<IconSend size={16} aria-hidden />} loading={send.isPending} disabled={!completed} aria-describedby={completed ? undefined : REASON_ID} onClick={start}>
        {sent ? 'Update in Jira' : 'Send to Jira'}
      </Button>
      {!completed && (
        <Text size="sm" id={REASON_ID}>
          Finish the journey first (Finish Journey, on the Infographic screen): only a completed journey can be sent to Jira.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The hand-off to Jira under each output: editors send the completed journey (an epic and a story
 * per requirement) and send it again to update the same issues; everyone sees the links.
 */
export function SendToJiraSection() {
  const { journeyId, workspaceId, completed } = useJourney();
  const role = useRoleHere();
  const jira = useJourneyJira(journeyId);
  if (!journeyId || jira.isPending) return null;

  let content: ReactNode;
  if (jira.isError) {
    content = <Text size="sm">The Jira links could not be loaded: {jira.error.message}</Text>;
  } else if (!jira.data.connected) {
    content = <NotConnected role={role} workspaceId={workspaceId} />;
  } else {
    const { link } = jira.data;
    content = (
      <>
        {link ? <JiraIssueLinks link={link} /> : <Text size="sm">The pitch becomes an epic, and each business requirement a story under it.</Text>}
        {role && canEditJourneys(role) && <SendButton journeyId={journeyId} sent={link !== null} completed={completed} />}
      </>
    );
  }
  return (
    <Paper component="section" aria-labelledby={HEADING_ID} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={HEADING_ID}>
          Jira
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
