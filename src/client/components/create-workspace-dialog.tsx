import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { workspaceNameSchema } from '../../domain/workspace-api';
import { useCreateWorkspace } from '../api/workspaces';
import { WorkspaceNameField } from './workspace-name-field';

interface CreateWorkspaceDialogProps {
  opened: boolean;
  onClose(): void;
  onCreated(workspaceId: string): void;
}

/** Names a new team workspace; the creator becomes its owner. */
export function CreateWorkspaceDialog({ opened, onClose, onCreated }: CreateWorkspaceDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWorkspace();

  const submit = () => {
    const parsed = workspaceNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (workspace) => {
        setName('');
        setError(null);
        onCreated(workspace.id);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create a team workspace" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Text size="sm" mb="sm">
          A team workspace holds journeys your colleagues can see. You will be its owner and can invite them by e-mail.
        </Text>
        <WorkspaceNameField value={name} onValueChange={setName} error={error} data-autofocus />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create workspace
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
