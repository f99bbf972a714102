import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { useConnection } from '../../../lib/offline/connection';
import { useJourney } from '../store/journey-context';
import classes from './save-status.module.css';
import { saveStatusLabel } from './save-status-label';

// Orange marks a warning on the icon only: small orange text is too faint on white (axe: contrast).
const WARNING_COLOR = 'var(--mantine-color-orange-8)';

/** Says, politely, whether the server has the user's latest work, or this device keeps it for now. */
export function SaveStatus() {
  const { saveStatus } = useJourney();
  const { text, icon, warning } = saveStatusLabel(saveStatus, useConnection());
  const connectionLost = icon === 'offline';
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" miw={0}>
      {icon === 'busy' && <Loader size={14} aria-hidden />}
      {icon === 'saved' && <IconCloudCheck size={16} aria-hidden />}
      {icon === 'warning' && <IconAlertTriangle size={16} color={WARNING_COLOR} aria-hidden />}
      {connectionLost && <IconCloudOff size={16} color={WARNING_COLOR} aria-hidden />}
      {/* Quiet words give way on a phone; without a connection they move to a line of their own. */}
      <Text
        size="xs"
        c={warning ? 'var(--mantine-color-text)' : 'dimmed'}
        fw={warning ? 600 : undefined}
        visibleFrom={connectionLost ? undefined : 'xs'}
        truncate
        className={connectionLost ? classes.connectionLine : undefined}
      >
        {text}
      </Text>
    </Group>
  );
}
