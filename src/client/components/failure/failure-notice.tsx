import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { isChunkLoadError } from '../../lib/offline/chunk-load-error';
import { useConnection } from '../../lib/offline/connection';

interface FailureNoticeProps {
  error: unknown;
  /** The notice stands for the whole page and brings its own main landmark; else it sits inside one. */
  wholePage: boolean;
}

function explanation(missingCode: boolean, offline: boolean, waiting: boolean): string {
  if (offline && (missingCode || waiting)) {
    return 'You are offline. This screen opens by itself as soon as the connection is back; nothing you typed is lost.';
  }
  if (missingCode) return 'Innovation Studio may have been updated, or the connection dropped for a moment. Your work is kept.';
  return 'Your work is kept. Please try again; if this keeps happening, tell your administrator.';
}

/**
 * What a screen that failed shows instead of a blank page. Trying again loads the page anew: a
 * screen whose code did not arrive cannot be fetched twice within one page. Offline, the page waits
 * for the connection (a reload would only reach the browser's own offline page).
 */
export function FailureNotice({ error, wholePage }: FailureNoticeProps) {
  const offline = useConnection() === 'offline';
  const missingCode = isChunkLoadError(error);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!missingCode && !waiting) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [missingCode, waiting]);

  const tryAgain = () => {
    if (navigator.onLine) window.location.reload();
    else setWaiting(true);
  };
  const notice: ReactNode = (
    <Stack align="center" ta="center" gap="sm" maw={460} role="alert">
      <Title order={1} size="h3">
        {missingCode ? 'This screen could not be loaded' : 'Something went wrong on this screen'}
      </Title>
      <Text>{explanation(missingCode, offline, waiting)}</Text>
      <Button onClick={tryAgain}>Try again</Button>
    </Stack>
  );
  return wholePage ? (
    <Center component="main" mih="100vh" p="md">
      {notice}
    </Center>
  ) : (
    <Center py="xl">{notice}</Center>
  );
}
