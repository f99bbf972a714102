import { Anchor, Center, Container, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '../../api/session';
import { useMembers } from '../../api/workspaces';
import { AppHeader } from '../../components/app-header';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { InvitationLink, InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { PendingInvitations } from './pending-invitations';
import { SsoSettings } from './sso-settings';
import { WorkspaceSettings } from './workspace-settings';

/** /workspaces/:workspaceId/members: who is in a team workspace, and (for owners) inviting and managing them. */
export function MembersPage() {
  const { workspaceId = '' } = useParams();
  const { data: session } = useSession();
  const { workspaces, isPending, select } = useCurrentWorkspace();
  const members = useMembers(workspaceId);
  const navigate = useNavigate();
  const [link, setLink] = useState<string | null>(null);
  const workspace = workspaces.find((item) => item.id === workspaceId);
  const isOwner = workspace?.role === 'owner';

  const backToPersonal = () => {
    const personal = workspaces.find((item) => item.kind === 'personal');
    if (personal) select(personal.id);
    navigate('/dashboard');
  };

  return (
    <>
      <AppHeader />
      <Container component="main" size="md" py="xl" pb={96}>
        {isPending || members.isPending ? (
          <Center py="xl" role="status">
            <Loader size="sm" aria-label="Loading the workspace" />
          </Center>
        ) : !workspace || members.isError ? (
          <Stack gap="sm">
            <Title order={1}>Workspace not found</Title>
            <Text>This workspace does not exist, or you are not a member of it.</Text>
            <Anchor component={Link} to="/dashboard">
              Back to the dashboard
            </Anchor>
          </Stack>
        ) : (
          <Stack gap="xl">
            <Stack gap={4}>
              <Title order={1}>Members of {workspace.name}</Title>
              <Anchor component={Link} to="/dashboard" size="sm" onClick={() => select(workspace.id)}>
                Open this workspace’s journeys
              </Anchor>
              {isOwner && (
                <Anchor component={Link} to={`/workspaces/${workspace.id}/ai`} size="sm">
                  Administration: AI controls, usage, audit trail and retention
                </Anchor>
              )}
            </Stack>
            <MemberList
              workspaceId={workspace.id}
              members={members.data ?? []}
              currentUserId={session?.user.id ?? ''}
              isOwner={isOwner}
              onLeft={backToPersonal}
            />
            {isOwner && (
              <>
                <Divider />
                <InviteForm workspaceId={workspace.id} onLink={setLink} />
                {link && <InvitationLink link={link} />}
                <PendingInvitations workspaceId={workspace.id} onLink={setLink} />
                <Divider />
                {workspace.kind === 'team' && (
                  <>
                    <SsoSettings workspaceId={workspace.id} />
                    <Divider />
                  </>
                )}
                <WorkspaceSettings workspace={workspace} onDeleted={backToPersonal} />
              </>
            )}
          </Stack>
        )}
      </Container>
    </>
  );
}
