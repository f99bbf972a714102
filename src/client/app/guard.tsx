import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/session';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useDeviceSession } from '../lib/offline/use-device-session';
import { pageFrame } from './page-frames';
import { frameAddressFor } from './served-frame';

/** The server could not say who is signed in (it or its database is down): not a reason to sign in again. */
function SessionUnavailable({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <Title order={1} size="h3">
          Innovation Studio cannot be reached right now
        </Title>
        <Text c="dimmed">Your work is safe. Please try again in a moment.</Text>
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Protected screens: the page's frame (or a spinner) while the session loads, /auth (history replaced) when signed out.
 * While the server cannot be reached, the user last signed in on this device stands in.
 */
export function RequireSession() {
  useDeviceSession();
  const { data: session, isPending, isError, refetch, isFetching } = useSession();
  const location = useLocation();
  // The session's answer arrives as an urgent update; the screen behind it is drawn in the background,
  // in short slices, so that one long render does not hold the page (the frame stays until it is ready).
  const screenPending = useDeferredValue(isPending);
  if (screenPending) {
    const frame = frameAddressFor(location);
    return pageFrame(frame.pathname, frame.search) ?? <FullPageSpinner />;
  }
  if (isError && session === undefined) return <SessionUnavailable onRetry={() => void refetch()} retrying={isFetching} />;
  if (!session) {
    // The sign-in page's frame stands until its code has come (the move is a transition, which keeps what is drawn).
    return (
      <>
        <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />
        {pageFrame('/auth')}
      </>
    );
  }
  return <Outlet />;
}
