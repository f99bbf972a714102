import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { ApiRequestError } from '../api/http';
import { useToastsRequested } from '../lib/toast';
import { theme } from './theme';

const ToastHost = lazy(async () => ({ default: (await import('../lib/toast-host')).ToastHost }));

const colorSchemeManager = localStorageColorSchemeManager();

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; network and 5xx failures may.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
});

function LazyToastHost() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
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
