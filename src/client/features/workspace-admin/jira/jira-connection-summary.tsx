import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { JIRA_FLAVOUR_LABELS, type JiraConnectionView } from '../../../../domain/jira/jira-api';
import { useCheckJiraConnection, useDisconnectJira } from '../../../api/jira';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';

const changedOn = (connection: JiraConnectionView) =>
  `${new Date(connection.updatedAt).toLocaleString()}${connection.updatedBy ? ` by ${connection.updatedBy}` : ''}`;

function ConnectionFacts({ connection }: { connection: JiraConnectionView }) {
  const rows: [string, string][] = [
    ['Kind', JIRA_FLAVOUR_LABELS[connection.flavour]],
    ['Site', connection.siteUrl],
    ['Project', connection.projectKey],
    ...(connection.flavour === 'cloud' ? ([['Account', connection.email]] as [string, string][]) : []),
    ['Token', `ending in …${connection.tokenHint}`],
    ['Issue types', `${connection.epicIssueType} with ${connection.storyIssueType} issues under it`],
    ['Last changed', changedOn(connection)],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Saved Jira connection">
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={140}>{name}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The saved connection, a check that it still reaches its project, and disconnecting (after a question). */
export function JiraConnectionSummary({ workspaceId, connection }: { workspaceId: string; connection: JiraConnectionView }) {
  const check = useCheckJiraConnection(workspaceId);
  const disconnect = useDisconnectJira(workspaceId);
  const [confirming, setConfirming] = useState(false);

  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showSuccessToast('Jira disconnected', 'The saved token is deleted. Journeys cannot be sent to Jira until an owner connects it again.');
      },
      onError: (failure) => showErrorToast('Not disconnected', failure.message),
    });

  return (
    <Stack gap="sm">
      <ConnectionFacts connection={connection} />
      <div role="status">
        {check.isSuccess && (
          <Text size="sm" fw={600}>
            Connected to {check.data.project.name} ({check.data.project.key})
          </Text>
        )}
      </div>
      {check.isError && (
        <Alert color="red" role="alert" title="The connection does not work">
          {check.error.message}
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="default" loading={check.isPending} onClick={() => check.mutate()}>
          Check connection
        </Button>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Disconnect from Jira?" centered>
        <Text size="sm">
          The saved token is deleted and journeys can no longer be sent to {connection.projectKey}. Issues already made stay in Jira.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red" loading={disconnect.isPending} onClick={confirmDisconnect}>
            Disconnect
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
