import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { SESSION_QUERY_KEY, useSession } from '../../api/session';
import { cannotReachServer, isBrowserOffline, reportServerReached, reportServerUnreachable, useConnection } from './connection';
import { forgetKnownUser, readKnownUser, rememberSignedInUser } from './known-on-this-device';
import { isSessionFromDevice, sessionFromDevice } from './known-user';
import { registerServiceWorker } from './register-service-worker';

/**
 * For the signed-in guard: while the server cannot say who is signed in (offline, or down), the
 * user it last confirmed on this device stands in, so their screens and draft open; the server's
 * own answer replaces it as soon as the server is back, and its "nobody" forgets that user.
 */
export function useDeviceSession(): void {
  const queryClient = useQueryClient();
  const { data: session, isPending, isError, error, refetch } = useSession();
  const connection = useConnection();
  const fromDevice = isSessionFromDevice(session);
  // Offline, the check would only fail after its retries: no reason to wait for that.
  const unanswered = (isPending && isBrowserOffline()) || (isError && session === undefined && cannotReachServer(error));

  // Before paint, so the "cannot be reached" page never flashes when the device knows the user.
  useLayoutEffect(() => {
    if (!unanswered) return;
    const user = readKnownUser();
    if (!user) return;
    reportServerUnreachable();
    // Stale at once: the next chance (reconnect, focus) asks the server again.
    queryClient.setQueryData(SESSION_QUERY_KEY, sessionFromDevice(user), { updatedAt: 0 });
  }, [unanswered, queryClient]);

  useEffect(() => {
    if (session === null) forgetKnownUser();
    if (!session || fromDevice) return;
    rememberSignedInUser(session.user);
    reportServerReached();
    registerServiceWorker();
  }, [session, fromDevice]);

  useEffect(() => {
    if (fromDevice && connection === 'online') void refetch();
  }, [fromDevice, connection, refetch]);
}
