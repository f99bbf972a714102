import { Group, Text } from '@mantine/core';
import { IconBroadcastOff } from '@tabler/icons-react';
import { useJourneyControls } from '../store/journey-context';
import classes from './live-updates-notice.module.css';

/**
 * Beside the save status in the header where it has room; on a phone, whose header has none, at
 * the head of the page (as presence is). Only one of the two is displayed at any width.
 */
const PLACEMENTS = {
  header: { visibleFrom: 'sm' },
  page: { hiddenFrom: 'sm', justify: 'flex-end' },
} as const;

/**
 * "Live updates paused" while colleagues' changes do not arrive by themselves (the connection
 * dropped, or the server's link to the other app processes is down): the screen checks for them
 * meanwhile. Saving is not affected, so it says nothing about the user's own work. The status
 * region stays in the page, empty while live, so the change is announced.
 */
export function LiveUpdatesNotice({ placement }: { placement: keyof typeof PLACEMENTS }) {
  const { livePaused } = useJourneyControls();
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-live="polite" mb={placement === 'page' && livePaused ? 'xs' : 0} {...PLACEMENTS[placement]}>
      {livePaused && (
        <>
          <IconBroadcastOff size={16} className={classes.icon} aria-hidden />
          <Text size="xs" className={classes.label}>
            Live updates paused
          </Text>
        </>
      )}
    </Group>
  );
}
