import { useSyncExternalStore } from 'react';

const ACCESSIBLE_TOAST = {
  closeButtonProps: { 'aria-label': 'Dismiss notification' },
  // Mantine's dimmed description grey is too faint on the notification background.
  styles: { description: { color: 'var(--mantine-color-text)' } },
} as const;

let toastsRequested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast has been asked for: the app then mounts the (lazily loaded) toast host. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => toastsRequested, () => false);
}

function show(options: { title: string; message: string; color: string; autoClose: number }): void {
  if (!toastsRequested) {
    toastsRequested = true;
    for (const listener of listeners) listener();
  }
  // The notifications store keeps what is shown before its host has mounted.
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ ...options, ...ACCESSIBLE_TOAST }));
}

/** The spec's toasts: a title and a message; errors use the destructive (red) style. */
export function showErrorToast(title: string, message: string): void {
  show({ title, message, color: 'red', autoClose: 6000 });
}

export function showSuccessToast(title: string, message: string): void {
  show({ title, message, color: 'teal', autoClose: 4000 });
}
