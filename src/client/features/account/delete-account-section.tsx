import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  DELETE_CONFIRMATION,
  type DeleteConfirmationKind,
  isBlankConfirmation,
} from '../../../domain/account-schemas';
import { useDeleteConfirmation } from '../../api/account';
import { AccountSection } from './account-section';
import { useDeleteAccountFlow } from './use-delete-account';

/** The password (or, for an account without one, the e-mail address) that confirms the deletion. */
function ConfirmationInput({
  confirmWith,
  value,
  error,
  onChange,
}: {
  confirmWith: DeleteConfirmationKind;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  const Input = confirmWith === 'password' ? PasswordInput : TextInput;
  return (
    <Input
      label={DELETE_CONFIRMATION[confirmWith].label}
      autoComplete={confirmWith === 'password' ? 'current-password' : 'off'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data-autofocus
    />
  );
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { run, pending } = useDeleteAccountFlow();
  // Until the server says otherwise, ask for the password: what nearly every account has.
  const confirmWith = useDeleteConfirmation(opened).data?.confirmWith ?? 'password';
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlankConfirmation(confirmation)) {
      setError(DELETE_CONFIRMATION[confirmWith].required);
      return;
    }
    setError(null);
    run(confirmation, (failure) => setError(failure.message));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Delete your account?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate aria-label="Delete account">
        <Stack gap="md">
          <Text size="sm">
            Your account, every journey, every chat and your picture will be deleted at once. This cannot be
            undone.
          </Text>
          <ConfirmationInput
            confirmWith={confirmWith}
            value={confirmation}
            error={error}
            onChange={setConfirmation}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function DeleteAccountSection() {
  const [opened, setOpened] = useState(false);
  return (
    <AccountSection
      title="Delete account"
      description="Removes your account with all your journeys and chats."
      danger
    >
      <Group>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          Delete account...
        </Button>
      </Group>
      <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />
    </AccountSection>
  );
}
