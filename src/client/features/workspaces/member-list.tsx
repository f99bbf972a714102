import { Button, Group, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { ROLE_LABELS, type WorkspaceMember, type WorkspaceRole, workspaceRoleSchema } from '../../../domain/workspace-api';
import { useChangeRole, useRemoveMember } from '../../api/workspaces';
import { showErrorToast } from '../../lib/toast';

const ROLE_OPTIONS = workspaceRoleSchema.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface MemberListProps {
  workspaceId: string;
  members: WorkspaceMember[];
  currentUserId: string;
  isOwner: boolean;
  onLeft(): void;
}

/** Who is in the workspace and with which role; owners change roles and remove, anyone leaves. */
export function MemberList({ workspaceId, members, currentUserId, isOwner, onLeft }: MemberListProps) {
  const changeRole = useChangeRole(workspaceId);
  const remove = useRemoveMember(workspaceId);
  const onError = (error: Error) => showErrorToast('Error', error.message);

  const leave = () => remove.mutate('me', { onSuccess: onLeft, onError });
  return (
    <Stack gap="sm" component="section" aria-labelledby="members-heading">
      <Title id="members-heading" order={2} size="h3">
        Members
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => {
              const isMe = member.userId === currentUserId;
              return (
                <Table.Tr key={member.userId}>
                  <Table.Td>
                    <Text fw={600}>{isMe ? `${member.name} (you)` : member.name}</Text>
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {isOwner ? (
                      <Select
                        aria-label={`Role of ${member.name}`}
                        data={ROLE_OPTIONS}
                        value={member.role}
                        allowDeselect={false}
                        w={130}
                        onChange={(role) => role && changeRole.mutate({ userId: member.userId, role: role as WorkspaceRole }, { onError })}
                      />
                    ) : (
                      <Text>{ROLE_LABELS[member.role]}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      {isMe ? (
                        <Button variant="default" size="xs" onClick={leave} loading={remove.isPending}>
                          Leave workspace
                        </Button>
                      ) : (
                        isOwner && (
                          <Button
                            variant="default"
                            color="red"
                            size="xs"
                            aria-label={`Remove ${member.name}`}
                            onClick={() => remove.mutate(member.userId, { onError })}
                          >
                            Remove
                          </Button>
                        )
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
