import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

const ACCESSIBLE_TOAST = {
  closeButtonProps: { 'aria-label': 'Dismiss notification' },
  // Mantine's dimmed description grey is too faint on the notification background.
  styles: { description: { color: 'var(--mantine-color-text)' } },
} as const;

let toastsRequested = false;
let toastCount = 0;

/** Error toasts on screen by id, with the address they were shown at, so they can leave with it. */
const errorToasts = new Map<string, { pathname: string }>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast has been asked for: the app then mounts the (lazily loaded) toast host. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => toastsRequested, () => false);
}

interface ToastOptions {
  id: string;
  title: string;
  message: string;
  color: string;
  autoClose: number;
  onClose?(): void;
}

function show(options: ToastOptions): void {
  if (!toastsRequested) {
    toastsRequested = true;
    for (const listener of listeners) listener();
  }
  // The store (small, in the main bundle) keeps what is shown until its host has loaded and mounted:
  // a toast raised offline, before the host's code has arrived, waits instead of failing.
  notifications.show({ ...options, ...ACCESSIBLE_TOAST });
}

/**
 * The spec's toasts: a title and a message; errors use the destructive (red) style. An error about
 * a rule takes that rule's id, so pressing again does not stack copies and the screen can take it
 * away once the rule passes (hideToast).
 */
export function showErrorToast(title: string, message: string, options: { id?: string } = {}): void {
  toastCount += 1;
  const id = options.id ?? `error-${toastCount}`;
  // A second refusal replaces the first, so the newest wording shows for its full time.
  if (errorToasts.has(id)) hideToast(id);
  const entry = { pathname: window.location.pathname };
  errorToasts.set(id, entry);
  const forget = () => {
    if (errorToasts.get(id) === entry) errorToasts.delete(id);
  };
  show({ id, title, message, color: 'red', autoClose: 6000, onClose: forget });
}

export function showSuccessToast(title: string, message: string): void {
  toastCount += 1;
  show({ id: `success-${toastCount}`, title, message, color: 'teal', autoClose: 4000 });
}

/** News about the work of others (a colleague changed a field you had just written): neither error nor success. */
export function showInfoToast(title: string, message: string): void {
  toastCount += 1;
  show({ id: `info-${toastCount}`, title, message, color: 'blue', autoClose: 6000 });
}

export function hideToast(id: string): void {
  errorToasts.delete(id);
  if (toastsRequested) notifications.hide(id);
}

/** An error belongs to the page it was shown on: moving to another page takes it away. */
export function hideErrorToastsShownElsewhere(pathname: string): void {
  for (const [id, entry] of errorToasts) {
    if (entry.pathname !== pathname) hideToast(id);
  }
}
