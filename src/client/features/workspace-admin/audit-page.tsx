import { Alert, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditEntry, type AuditFilter } from '../../../domain/audit-api';
import { summarizeAuditEntry } from '../../../domain/audit-entry-summary';
import { auditDownloadUrl, useAuditTrail } from '../../api/governance';
import { useMembers } from '../../api/workspaces';
import { BreakableAddress } from '../../components/breakable-address';
import { AuditFilterBar } from './audit-filter-bar';
import { WorkspaceAdminLayout } from './workspace-admin-layout';
import classes from './audit-page.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr>
      <Table.Td className={classes.nowrap}>{when(entry.occurredAt)}</Table.Td>
      <Table.Td className={classes.breakable}>
        <BreakableAddress text={entry.actor} />
      </Table.Td>
      <Table.Td>{AUDIT_ACTIONS[entry.action] ?? entry.action}</Table.Td>
      <Table.Td className={classes.breakable}>{summarizeAuditEntry(entry)}</Table.Td>
    </Table.Tr>
  );
}

function AuditTrailView({ workspaceId }: { workspaceId: string }) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const trail = useAuditTrail(workspaceId, filter);
  const members = useMembers(workspaceId);
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="md">
      <AuditFilterBar filter={filter} members={members.data ?? []} onChange={setFilter} />
      <Group gap="sm">
        {(['csv', 'jsonl'] as const).map((format) => (
          <Button key={format} component="a" href={auditDownloadUrl(workspaceId, format, filter)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            {format === 'csv' ? 'Download CSV' : 'Download JSON lines'}
          </Button>
        ))}
      </Group>
      <Text size="sm">
        Downloads hold what the filter shows, with each entry’s hash and the hash of the entry before it; downloading is itself recorded.
      </Text>
      {trail.isPending ? (
        <Center py="xl" role="status">
          <Loader size="sm" aria-label="Loading the audit trail" />
        </Center>
      ) : trail.isError ? (
        <Alert color="red" title="The audit trail could not be loaded">{trail.error.message}</Alert>
      ) : (
        // A region of its own that the keyboard can reach, so a phone's reader can scroll it sideways.
        <div className={classes.scroller} role="region" aria-label="Audit entries" tabIndex={0}>
          <Table striped captionSide="top" miw={560}>
            <Table.Caption>{entries.length === 0 ? 'Nothing on record matches the filter.' : `Newest first: ${entries.length} entries shown.`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Who</Table.Th>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <EntryRow key={entry.seq} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {trail.hasNextPage && (
        <Group>
          <Button variant="default" loading={trail.isFetchingNextPage} onClick={() => void trail.fetchNextPage()}>
            Show older entries
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** /workspaces/:workspaceId/audit: who did what, when; filtered and downloaded by owners. */
export function AuditPage() {
  return (
    <WorkspaceAdminLayout title="Audit trail" intro="Every sign-in, member change, journey event, settings change and AI call in this workspace. Entries are never changed or removed; npm run audit:verify checks that.">
      {(workspace) => <AuditTrailView workspaceId={workspace.id} />}
    </WorkspaceAdminLayout>
  );
}
