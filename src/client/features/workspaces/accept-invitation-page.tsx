import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ROLE_LABELS } from '../../../domain/workspace-api';
import { useSession } from '../../api/session';
import { useAcceptInvitation, useInvitationPreview } from '../../api/workspaces';
import { AppHeader } from '../../components/app-header';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { rememberCurrentWorkspace } from '../../lib/current-workspace';

/** /invitations/:token: sign in (or register) with the invited address, then join with one click. */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const { data: session, isPending } = useSession();
  const location = useLocation();
  const preview = useInvitationPreview(token, Boolean(session));
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();

  if (isPending) return <FullPageSpinner />;
  const join = () =>
    accept.mutate(undefined, {
      onSuccess: ({ workspaceId }) => {
        rememberCurrentWorkspace(session?.user.id ?? '', workspaceId);
        navigate('/dashboard');
      },
    });

  return (
    <>
      <AppHeader />
      <Container component="main" size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>Join a workspace</Title>
          {!session ? (
            <>
              <Text>Sign in, or create an account, with the e-mail address this invitation was sent to. You will come back here to join.</Text>
              <Button component={Link} to="/auth" state={{ from: location.pathname }} w="fit-content">
                Sign in to accept
              </Button>
            </>
          ) : preview.isPending ? (
            <Center role="status">
              <Loader size="sm" aria-label="Checking the invitation" />
            </Center>
          ) : preview.isError ? (
            <Alert color="red" title="This invitation cannot be used">
              {preview.error.message}
            </Alert>
          ) : (
            <>
              <Text>
                {preview.data.invitedBy ?? 'A colleague'} invited you to <strong>{preview.data.workspaceName}</strong> as{' '}
                {ROLE_LABELS[preview.data.role].toLowerCase()}.
              </Text>
              {accept.isError && (
                <Alert color="red" title="Could not join">
                  {accept.error.message}
                </Alert>
              )}
              <Button onClick={join} loading={accept.isPending} w="fit-content">
                Join {preview.data.workspaceName}
              </Button>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
