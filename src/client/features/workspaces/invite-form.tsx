import { Button, CopyButton, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ROLE_LABELS, type WorkspaceRole, inviteMemberSchema, workspaceRoleSchema } from '../../../domain/workspace-api';
import { useInvite } from '../../api/workspaces';

const ROLE_OPTIONS = workspaceRoleSchema.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The link of the newest invitation, to hand over another way when e-mail is slow or not set up. */
export function InvitationLink({ link }: { link: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm">Invitation link (works once, for 7 days, for the invited address):</Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput aria-label="Invitation link" value={link} readOnly style={{ flex: 1 }} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** An owner invites a colleague by e-mail with a role; the e-mail carries a link, shown here too. */
export function InviteForm({ workspaceId, onLink }: { workspaceId: string; onLink(link: string): void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const invite = useInvite(workspaceId);

  const submit = () => {
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (link) => {
        setError(null);
        setEmail('');
        onLink(link);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="invite-heading">
      <Title id="invite-heading" order={2} size="h3">
        Invite a colleague
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label="E-mail address"
            type="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select label="Role" data={ROLE_OPTIONS} value={role} allowDeselect={false} w={140} onChange={(value) => value && setRole(value as WorkspaceRole)} />
          <Button type="submit" mt={25} loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
