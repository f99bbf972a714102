import { notifications } from '@mantine/notifications';

const ACCESSIBLE_TOAST = {
  closeButtonProps: { 'aria-label': 'Dismiss notification' },
  // Mantine's dimmed description grey is too faint on the notification background.
  styles: { description: { color: 'var(--mantine-color-text)' } },
} as const;

/** The spec's toasts: a title and a message; errors use the destructive (red) style. */
export function showErrorToast(title: string, message: string): void {
  notifications.show({ title, message, color: 'red', autoClose: 6000, ...ACCESSIBLE_TOAST });
}

export function showSuccessToast(title: string, message: string): void {
  notifications.show({ title, message, color: 'teal', autoClose: 4000, ...ACCESSIBLE_TOAST });
}
