import { Group, Text } from '@mantine/core';
import { IconBroadcastOff } from '@tabler/icons-react';
import { useJourney } from '../store/journey-context';
import classes from './live-updates-notice.module.css';

/**
 * "Live updates paused" beside the save status while colleagues' changes do not arrive by
 * themselves (the connection dropped, or the server's link to the other app processes is down).
 * The screen checks for their changes meanwhile; saving is not affected, so this says nothing
 * about the user's own work. The status region stays in the page so the change is announced.
 */
export function LiveUpdatesNotice() {
  const { livePaused } = useJourney();
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-live="polite" miw={0}>
      {livePaused && (
        <>
          <IconBroadcastOff size={16} className={classes.icon} aria-hidden />
          <Text size="xs" lh={1.2} className={classes.label}>
            Live updates paused
          </Text>
        </>
      )}
    </Group>
  );
}
