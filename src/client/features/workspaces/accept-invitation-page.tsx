import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { type InvitationPreview, ROLE_LABELS } from '../../../domain/workspace-api';
import { useSession } from '../../api/session';
import { useAcceptInvitation, useInvitationPreview, usePublicInvitationPreview } from '../../api/workspaces';
import { AppHeader } from '../../components/app-header';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { rememberCurrentWorkspace } from '../../lib/current-workspace';
import { forgetPendingInvitation, pendingInvitation, rememberPendingInvitation } from '../../lib/pending-invitation';

function InvitationSentence({ invitation }: { invitation: InvitationPreview }) {
  return (
    <Text>
      {invitation.invitedBy ?? 'A colleague'} invited you to <strong>{invitation.workspaceName}</strong> as{' '}
      {ROLE_LABELS[invitation.role].toLowerCase()}.
    </Text>
  );
}

/** While the invitation is being checked, or why it cannot be used. */
function InvitationState({ error }: { error: Error | null }) {
  if (error) {
    return (
      <Alert color="red" title="This invitation cannot be used">
        {error.message}
      </Alert>
    );
  }
  return (
    <Center role="status">
      <Loader size="sm" aria-label="Checking the invitation" />
    </Center>
  );
}

/** Signed out: what the invitation is, and the way in that keeps it (remembered on this device). */
function SignedOutInvitation({ token }: { token: string }) {
  const location = useLocation();
  const preview = usePublicInvitationPreview(token, true);
  useEffect(() => {
    if (preview.isSuccess) rememberPendingInvitation(token);
  }, [preview.isSuccess, token]);

  if (preview.isPending || preview.isError) return <InvitationState error={preview.error} />;
  return (
    <>
      <InvitationSentence invitation={preview.data} />
      <Text>
        Sign in, or create an account, with the address the invitation was sent to ({preview.data.invitedAddress}). You will join{' '}
        {preview.data.workspaceName} straight after.
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/auth" state={{ from: location.pathname }}>
          Sign in to accept
        </Button>
        <Button component={Link} to="/auth?mode=register" state={{ from: location.pathname }} variant="default">
          Register to accept
        </Button>
      </Group>
    </>
  );
}

/**
 * Signed in: the invitation and one click to join. Coming back from signing in for this very
 * invitation, the person already chose to join, so it happens at once.
 */
function SignedInInvitation({ token, userId }: { token: string; userId: string }) {
  const preview = useInvitationPreview(token, true);
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const cameForIt = useRef(pendingInvitation() === token);

  const join = () =>
    accept.mutate(undefined, {
      onSuccess: ({ workspaceId }) => {
        forgetPendingInvitation();
        rememberCurrentWorkspace(userId, workspaceId);
        navigate('/dashboard');
      },
      onError: forgetPendingInvitation,
    });

  useEffect(() => {
    if (preview.isError) forgetPendingInvitation();
    if (!preview.isSuccess || !cameForIt.current) return;
    cameForIt.current = false;
    join();
    // `join` is a new function each render; this runs once, when the invitation is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preview.isSuccess, preview.isError]);

  if (preview.isPending || preview.isError) return <InvitationState error={preview.error} />;
  return (
    <>
      <InvitationSentence invitation={preview.data} />
      {accept.isError && (
        <Alert color="red" title="Could not join">
          {accept.error.message}
        </Alert>
      )}
      <Button onClick={join} loading={accept.isPending} w="fit-content">
        Join {preview.data.workspaceName}
      </Button>
    </>
  );
}

/** /invitations/:token: who invites you to what, then sign in (or register) and join. */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const { data: session, isPending } = useSession();

  if (isPending) return <FullPageSpinner />;
  return (
    <>
      <AppHeader />
      <Container component="main" size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>Join a workspace</Title>
          {session ? <SignedInInvitation token={token} userId={session.user.id} /> : <SignedOutInvitation token={token} />}
        </Stack>
      </Container>
    </>
  );
}
