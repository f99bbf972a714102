import { Center, Container, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { AppHeaderView } from '../components/app-header-view';
import { AUTH_TITLES, AuthCard, modeFromAddress } from '../features/auth/auth-card';
import { DashboardHeading, DashboardLogout } from '../features/dashboard/dashboard-heading';
import { JourneyFrame } from '../features/journey/layout/journey-frame';
import { JOURNEY_SCREEN_TITLES } from '../features/journey/layout/journey-screen-titles';
import { LoadingStatus } from '../components/loading-status';

/** The forms' heights (sign in: two fields, the reset link, the button): the card keeps its size when its form arrives. */
const FORM_HEIGHT = { signIn: 218, register: 401 } as const;

function DashboardFrame() {
  return (
    <>
      <AppHeaderView user="unknown">
        <DashboardLogout />
      </AppHeaderView>
      <Container component="main" size="lg" py="xl">
        <Stack gap="xl">
          <DashboardHeading />
          <LoadingStatus>Loading your journeys...</LoadingStatus>
        </Stack>
      </Container>
    </>
  );
}

/** `/auth?mode=register` (the calls to action) opens on Register: its frame is that tab's. */
function AuthFrame({ registering }: { registering: boolean }) {
  return (
    <>
      <AppHeaderView user={undefined} />
      <AuthCard title={AUTH_TITLES[registering ? 'register' : 'sign-in']} registering={registering}>
        <Center h={registering ? FORM_HEIGHT.register : FORM_HEIGHT.signIn} role="status">
          <Loader size="sm" aria-hidden />
          <VisuallyHidden>{registering ? 'Loading the registration form...' : 'Loading the sign-in form...'}</VisuallyHidden>
        </Center>
      </AuthCard>
    </>
  );
}

/**
 * What a page shows before it can show itself: the built page's HTML until its scripts have run
 * (scripts/pages-plugin.ts), and the signed-in pages while the session is asked (app/guard.tsx),
 * so that the page appears at once and stays in place. The same components draw the page itself.
 * Undefined for a page without a frame.
 */
export function pageFrame(pathname: string, search = '') {
  if (pathname === '/dashboard') return <DashboardFrame />;
  // The address's fragment (`#forgot-password`) never reaches the server: those open on the sign-in frame.
  if (pathname === '/auth') return <AuthFrame registering={modeFromAddress(search, '') === 'register'} />;
  if (pathname in JOURNEY_SCREEN_TITLES) return <JourneyFrame header={<AppHeaderView user="unknown" />} path={pathname} />;
  return undefined;
}
