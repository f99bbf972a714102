import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconLogout, IconPlus } from '@tabler/icons-react';

/**
 * The dashboard's title and "New journey". Without `onStart` (the page's frame, before the app can
 * start one) the button shows where it will be but does nothing yet.
 */
export function DashboardHeading({ onStart }: { onStart?: () => void }) {
  return (
    <Group justify="space-between">
      <Title order={1}>Innovation Dashboard</Title>
      <Button onClick={onStart} aria-disabled={onStart ? undefined : true} leftSection={<IconPlus size={18} aria-hidden />}>
        New journey
      </Button>
    </Group>
  );
}

/** The header's Logout: a button on wider screens, an icon on a phone. Without `onLogout`, the frame's. */
export function DashboardLogout({ onLogout, pending = false }: { onLogout?: () => void; pending?: boolean }) {
  const inert = onLogout ? undefined : true;
  return (
    <>
      <Button variant="default" onClick={onLogout} disabled={pending} aria-disabled={inert} visibleFrom="sm">
        Logout
      </Button>
      <ActionIcon variant="default" size={36} onClick={onLogout} disabled={pending} aria-disabled={inert} hiddenFrom="sm" aria-label="Logout">
        <IconLogout size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
