import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import type { AccountSession } from '../../../domain/account-api';
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from '../../api/account';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { formatDateTime, formatLastSeen } from './format-last-seen';

function SessionRow({
  session,
  onSignOut,
  pending,
}: {
  session: AccountSession;
  onSignOut(): void;
  pending: boolean;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <IconDevices size={22} aria-hidden />
        <div>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current && (
              <Badge variant="filled" color="teal.9">
                This device
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Last seen: {formatLastSeen(session.lastSeenAt)} · Signed in {formatDateTime(session.signedInAt)}
            {session.ipAddress ? ` · ${session.ipAddress}` : ''}
          </Text>
        </div>
      </Group>
      {!session.current && (
        <Button
          variant="default"
          size="xs"
          onClick={onSignOut}
          loading={pending}
          aria-label={`Sign out ${session.device}, last seen ${formatLastSeen(session.lastSeenAt)}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  if (sessions.isPending) return <Loader size="sm" aria-label="Loading your sessions" />;
  if (sessions.isError)
    return (
      <Alert color="red" role="alert">
        We could not load your sessions. Please reload the page.
      </Alert>
    );

  const others = sessions.data.filter((session) => !session.current);
  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => showSuccessToast('Signed out elsewhere', 'Your other devices have been signed out.'),
      onError: (error) => showErrorToast('Sign-out failed', error.message),
    });
  const signOut = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => showSuccessToast('Device signed out', 'That device has been signed out.'),
      onError: (error) => showErrorToast('Sign-out failed', error.message),
    });

  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your sessions">
        {sessions.data.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            onSignOut={() => signOut(session.id)}
            pending={revoke.isPending && revoke.variables === session.id}
          />
        ))}
      </Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {others.length === 0
            ? 'You are not signed in anywhere else.'
            : `Signed in on ${others.length} other ${others.length === 1 ? 'device' : 'devices'}.`}
        </Text>
        <Button
          variant="default"
          color="red"
          onClick={signOutOthers}
          disabled={others.length === 0}
          loading={revokeOthers.isPending}
        >
          Sign out of all other devices
        </Button>
      </Group>
    </Stack>
  );
}
