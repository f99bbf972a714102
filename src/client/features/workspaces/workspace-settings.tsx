import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type WorkspaceSummary, workspaceNameSchema } from '../../../domain/workspace-api';
import { useDeleteWorkspace, useRenameWorkspace } from '../../api/workspaces';
import { WorkspaceNameField } from '../../components/workspace-name-field';
import { showErrorToast, showSuccessToast } from '../../lib/toast';

/** An owner renames the workspace, or deletes it with its journeys after a confirmation. */
export function WorkspaceSettings({ workspace, onDeleted }: { workspace: WorkspaceSummary; onDeleted(): void }) {
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameWorkspace(workspace.id);
  const remove = useDeleteWorkspace(workspace.id);

  const saveName = () => {
    const parsed = workspaceNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    rename.mutate(parsed.data, {
      onSuccess: () => {
        setError(null);
        showSuccessToast('Workspace renamed', `The workspace is now called ${parsed.data}.`);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="settings-heading">
      <Title id="settings-heading" order={2} size="h3">
        Workspace settings
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveName();
        }}
      >
        <Group align="flex-start" gap="sm">
          <WorkspaceNameField value={name} onValueChange={setName} error={error} style={{ flex: 1, minWidth: 220 }} />
          <Button type="submit" variant="default" mt={25} loading={rename.isPending}>
            Rename
          </Button>
        </Group>
      </form>
      <Group>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          Delete workspace
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this workspace?" centered>
        <Text size="sm">
          “{workspace.name}”, every journey in it and every membership will be deleted for all its members. This cannot be
          undone.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onDeleted, onError: (failure) => showErrorToast('Error', failure.message) })}
          >
            Delete workspace and its journeys
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
