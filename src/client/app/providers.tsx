import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/http';
import { LinkComponentContext } from '../components/app-link';
import { QuietUntilOnline } from '../components/failure/quiet-until-online';
import { useToastsRequested } from '../lib/toast';
import { colorSchemeManager } from './color-scheme';
import { MarkInteractive } from './mark-interactive';
import { theme } from './theme';

const loadToastHost = async () => ({ default: (await import('../lib/toast-host')).ToastHost });

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; network and 5xx failures may.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** TanStack Query's own doubling, or the wait an overloaded server asked for when it is longer. */
function retryDelay(failureCount: number, error: unknown): number {
  const doubling = Math.min(1000 * 2 ** failureCount, 30_000);
  return Math.max(doubling, error instanceof ApiRequestError ? (error.retryAfterMs ?? 0) : 0);
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false } },
});

/**
 * The toast host loads with the first toast. Offline its code may not arrive: the toasts then wait
 * in their store (nothing crashes) and show once the connection is back and the host has loaded.
 */
function LazyToastHost() {
  const requested = useToastsRequested();
  // A new lazy component for each attempt: React keeps a failed one failed.
  const [ToastHost, setToastHost] = useState(() => lazy(loadToastHost));
  if (!requested) return null;
  return (
    <QuietUntilOnline onRetry={() => setToastHost(() => lazy(loadToastHost))}>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </QuietUntilOnline>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
        <LazyToastHost />
        <MarkInteractive />
        <LinkComponentContext.Provider value={Link}>{children}</LinkComponentContext.Provider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
