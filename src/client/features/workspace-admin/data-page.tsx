import { Alert, Anchor, Button, Center, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RETENTION_DAYS, RETENTION_WARNING_DAYS, retentionSettingsSchema } from '../../../domain/ai-governance-api';
import type { WorkspaceSummary } from '../../../domain/workspace-api';
import { useRetention, useSaveRetention } from '../../api/governance';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { showSuccessToast } from '../../lib/toast';
import { WorkspaceSettings } from '../workspaces/workspace-settings';
import { AdminSection } from './admin-section';
import { WorkspaceAdminLayout } from './workspace-admin-layout';

function RetentionForm({ workspaceId, current }: { workspaceId: string; current: number | null }) {
  const [mode, setMode] = useState<'forever' | 'days'>(current === null ? 'forever' : 'days');
  const [days, setDays] = useState(current === null ? '365' : String(current));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRetention(workspaceId);

  const submit = () => {
    const parsed = retentionSettingsSchema.safeParse({ retentionDays: mode === 'forever' ? null : Number(days) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) =>
        showSuccessToast('Retention saved', saved.retentionDays === null ? 'Journeys are kept until someone deletes them.' : `Untouched journeys and chats go after ${saved.retentionDays} days.`),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group label="Keep journeys and chats" value={mode} onChange={(value) => setMode(value as 'forever' | 'days')}>
          <Stack gap="xs" mt="xs">
            <Radio value="forever" label="Until someone deletes them" />
            <Radio value="days" label="For a number of days after their last change" />
          </Stack>
        </Radio.Group>
        {mode === 'days' && (
          <TextInput
            label="Days after the last change"
            description={`${RETENTION_DAYS.min} to ${RETENTION_DAYS.max}. Owners are e-mailed ${RETENTION_WARNING_DAYS} days before anything is deleted; a change keeps it for another period.`}
            inputMode="numeric"
            value={days}
            error={error}
            onChange={(event) => setDays(event.currentTarget.value)}
            maw={360}
          />
        )}
        {mode === 'forever' && error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save retention
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DataSections({ workspace }: { workspace: WorkspaceSummary }) {
  const retention = useRetention(workspace.id);
  const { workspaces, select } = useCurrentWorkspace();
  const navigate = useNavigate();
  const backToPersonal = () => {
    const personal = workspaces.find((item) => item.kind === 'personal');
    if (personal) select(personal.id);
    navigate('/dashboard');
  };
  return (
    <Stack gap="lg">
      <AdminSection
        id="retention-heading"
        title="Retention"
        description="Journeys in this workspace, and the chats of its members, are deleted when nobody has changed them for this long. A member of several workspaces has their chats kept by the shortest period."
      >
        {retention.isPending ? (
          <Center role="status">
            <Loader size="sm" aria-label="Loading the retention period" />
          </Center>
        ) : retention.isError ? (
          <Alert color="red" title="The retention period could not be loaded">{retention.error.message}</Alert>
        ) : (
          <RetentionForm workspaceId={workspace.id} current={retention.data.retentionDays} />
        )}
      </AdminSection>
      <AdminSection id="your-data-heading" title="Your own data" description="Each person downloads everything the app keeps about them from their account page.">
        <Anchor component={Link} to="/account">
          Go to your account
        </Anchor>
      </AdminSection>
      {workspace.kind === 'team' ? (
        <WorkspaceSettings workspace={workspace} onDeleted={backToPersonal} />
      ) : (
        <Text size="sm">Your personal workspace goes with your account: deleting the account deletes it.</Text>
      )}
    </Stack>
  );
}

/** /workspaces/:workspaceId/data: how long work is kept, and deleting the workspace. */
export function DataPage() {
  return (
    <WorkspaceAdminLayout title="Data and retention" intro="How long this workspace keeps journeys and chats, and how to delete it.">
      {(workspace) => <DataSections workspace={workspace} />}
    </WorkspaceAdminLayout>
  );
}
