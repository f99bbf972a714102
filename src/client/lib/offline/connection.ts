import { useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../api/http';

/**
 * 'offline': the browser has no network. 'server-unreachable': it has one, but Innovation Studio
 * did not answer when the app needed it, so the screens show what this device knows.
 */
export type Connection = 'online' | 'offline' | 'server-unreachable';

/** While the server is unreachable it is asked this often whether it is back. */
const PROBE_INTERVAL_MS = 10_000;

let serverUnreachable = false;
let probeTimer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function currentConnection(): Connection {
  if (isBrowserOffline()) return 'offline';
  return serverUnreachable ? 'server-unreachable' : 'online';
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, currentConnection, () => 'online');
}

/** A failure that says nothing about the request itself: no answer, or a gateway or outage answer. */
export function cannotReachServer(error: unknown): boolean {
  return error instanceof ApiRequestError && [0, 502, 503, 504].includes(error.status);
}

async function probe(): Promise<void> {
  if (isBrowserOffline()) return;
  const answered = await fetch('/api/health', { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) reportServerReached();
}

/** The app fell back to this device's copy: say so, and watch for the server's return. */
export function reportServerUnreachable(): void {
  if (serverUnreachable) return;
  serverUnreachable = true;
  window.addEventListener('online', probe);
  probeTimer = setInterval(() => void probe(), PROBE_INTERVAL_MS);
  notify();
}

export function reportServerReached(): void {
  if (!serverUnreachable) return;
  serverUnreachable = false;
  window.removeEventListener('online', probe);
  clearInterval(probeTimer);
  notify();
}
