import { Button, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useJourneyControls } from '../store/journey-context';
import { ACTIVITY_PANEL_ID, useActivityPanel, usePanelBesidePage } from './activity-panel-state';

/** "Activity" in the journey header: opens and closes the panel of who did what, and when. */
export function ActivityButton() {
  const { journeyId } = useJourneyControls();
  const { opened, toggle, buttonRef } = useActivityPanel();
  const besidePage = usePanelBesidePage();
  if (!journeyId) return null;
  return (
    <Button
      ref={buttonRef}
      variant="default"
      size="compact-sm"
      aria-label="Activity"
      aria-expanded={opened}
      // On a phone the activity opens as a dialog over the page, with no panel to point at.
      aria-controls={besidePage && opened ? ACTIVITY_PANEL_ID : undefined}
      aria-haspopup={besidePage ? undefined : 'dialog'}
      onClick={toggle}
    >
      <IconHistory size={16} aria-hidden />
      <Text span size="sm" ml={4} visibleFrom="sm">
        Activity
      </Text>
    </Button>
  );
}
