import { Button, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useJourney } from '../store/journey-context';
import { ACTIVITY_PANEL_ID, useActivityPanel } from './activity-panel-state';

/** "Activity" in the journey header: opens and closes the panel of who did what, and when. */
export function ActivityButton() {
  const { journeyId } = useJourney();
  const { opened, toggle, buttonRef } = useActivityPanel();
  if (!journeyId) return null;
  return (
    <Button
      ref={buttonRef}
      variant="default"
      size="compact-sm"
      aria-label="Activity"
      aria-expanded={opened}
      aria-controls={opened ? ACTIVITY_PANEL_ID : undefined}
      onClick={toggle}
    >
      <IconHistory size={16} aria-hidden />
      <Text span size="sm" ml={4} visibleFrom="sm">
        Activity
      </Text>
    </Button>
  );
}
