import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/account-schemas';
import { AccountSection } from './account-section';
import { useDeleteAccountFlow } from './use-delete-account';

function DeleteAccountDialog({
  email,
  opened,
  onClose,
}: {
  email: string;
  opened: boolean;
  onClose(): void;
}) {
  const { run, pending } = useDeleteAccountFlow();
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmation.trim()) {
      setError(ACCOUNT_MESSAGES.confirmationRequired);
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
          <PasswordInput
            label="Type your e-mail address or your password"
            description={`Your e-mail address is ${email}`}
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={error}
            data-autofocus
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

export function DeleteAccountSection({ email }: { email: string }) {
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
      <DeleteAccountDialog email={email} opened={opened} onClose={() => setOpened(false)} />
    </AccountSection>
  );
}
