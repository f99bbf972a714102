import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABELS, type PendingInvitation } from '../../../domain/workspace-api';
import { useInvite, usePendingInvitations, useRevokeInvitation } from '../../api/workspaces';
import { showErrorToast } from '../../lib/toast';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * Invitations not yet accepted. Only a hash of each link is kept, so a lost link cannot be shown
 * again: "New link" sends a fresh invitation, which replaces the old one.
 */
export function PendingInvitations({ workspaceId, onLink }: { workspaceId: string; onLink(link: string): void }) {
  const invitations = usePendingInvitations(workspaceId, true);
  const revoke = useRevokeInvitation(workspaceId);
  const invite = useInvite(workspaceId);
  const onError = (error: Error) => showErrorToast('Error', error.message);
  const renew = (invitation: PendingInvitation) =>
    invite.mutate({ email: invitation.email, role: invitation.role }, { onSuccess: onLink, onError });

  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-heading">
      <Title id="pending-heading" order={2} size="h3">
        Pending invitations
      </Title>
      {(invitations.data ?? []).length === 0 ? (
        <Text c="dimmed">No invitations are waiting.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.data?.map((invitation) => (
            <Group component="li" key={invitation.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{invitation.email}</Text>
                <Text size="xs" c="dimmed">
                  {ROLE_LABELS[invitation.role]} · expires {dateFormat.format(new Date(invitation.expiresAt))}
                  {invitation.invitedBy && ` · invited by ${invitation.invitedBy}`}
                </Text>
              </div>
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => renew(invitation)} aria-label={`New link for ${invitation.email}`}>
                  New link
                </Button>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  onClick={() => revoke.mutate(invitation.id, { onError })}
                  aria-label={`Revoke the invitation for ${invitation.email}`}
                >
                  Revoke
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
