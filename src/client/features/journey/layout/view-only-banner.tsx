import { Alert } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useJourneyControls } from '../store/journey-context';

/** Tells a viewer why nothing they do on these screens changes the journey. */
export function ViewOnlyBanner() {
  const { readOnly } = useJourneyControls();
  if (!readOnly) return null;
  return (
    <Alert variant="light" color="blue" icon={<IconEye size={18} aria-hidden />} title="You can view this journey" mb="md">
      You are a viewer in this journey’s workspace: you can read every step, score ideas, vote and comment, but other
      changes are not applied or saved. Ask an owner of the workspace for the editor role to work on it.
    </Alert>
  );
}
