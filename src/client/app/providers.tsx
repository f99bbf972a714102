import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { ApiRequestError } from '../api/http';
import { QuietUntilOnline } from '../components/failure/quiet-until-online';
import { useToastsRequested } from '../lib/toast';
import { theme } from './theme';

const loadToastHost = async () => ({ default: (await import('../lib/toast-host')).ToastHost });

const colorSchemeManager = localStorageColorSchemeManager();

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; network and 5xx failures may.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
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

/**
 * Marks the document once React has taken it over: before that, the prerendered landing page shows
 * but its buttons do nothing. Scripted visitors (the end-to-end suite) wait for it.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
        <LazyToastHost />
        <MarkInteractive />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
