import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear; loaded with the first toast, so a first visit does not download it. The
 * toasts sit in their own labelled landmark (axe: all content in landmarks), not loose in the body.
 */
export function ToastHost() {
  return (
    <aside aria-label="Notifications">
      <Notifications position="top-right" withinPortal={false} />
    </aside>
  );
}
