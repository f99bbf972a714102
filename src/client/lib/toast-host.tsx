import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded with the first toast, so a first visit does not download it. */
export function ToastHost() {
  return <Notifications position="top-right" />;
}
