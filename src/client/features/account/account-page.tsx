import { Container, Stack, Text, Title } from '@mantine/core';
import { API_TOKEN_SCOPE_NAMES } from '../../../domain/api-token-api';
import { personalTokensPath } from '../../api/api-tokens';
import { useSession } from '../../api/session';
import { ApiTokenManager } from '../../components/api-tokens/api-token-manager';
import { AppHeader } from '../../components/app-header';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { AccountSection } from './account-section';
import { AvatarSection } from './avatar-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { PersonalDataSection } from './personal-data-section';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';

/** /account: the signed-in user's profile, picture, password, sessions and the way out. */
export function AccountPage() {
  const { data: session } = useSession();
  if (!session) return <FullPageSpinner />;
  const { user } = session;
  return (
    <>
      <AppHeader />
      <Container component="main" size="sm" py="xl">
        <Stack gap="xl">
          <div>
            <Title order={1}>Account</Title>
            <Text c="dimmed" size="sm">
              {user.email}
            </Text>
          </div>
          <AccountSection title="Profile">
            <Stack gap="lg">
              <AvatarSection user={user} />
              <ProfileForm key={user.id} user={user} />
            </Stack>
          </AccountSection>
          <AccountSection
            title="Password"
            description="Changing your password signs you out on your other devices."
          >
            <ChangePasswordForm />
          </AccountSection>
          <AccountSection title="Where you are signed in">
            <SessionsSection />
          </AccountSection>
          <AccountSection
            title="API tokens"
            description="Personal access tokens let your own scripts and integrations use the API as you, with your roles in each workspace, limited to what you tick here. They never manage your account or tokens."
          >
            <ApiTokenManager path={personalTokensPath} scopes={API_TOKEN_SCOPE_NAMES} showCreator={false} idPrefix="personal-tokens" listTitle="Your tokens" />
          </AccountSection>
          <PersonalDataSection />
          <DeleteAccountSection />
        </Stack>
      </Container>
    </>
  );
}
