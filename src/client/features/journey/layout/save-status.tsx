import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck } from '@tabler/icons-react';
import { useJourney } from '../store/journey-context';

const LABELS = {
  idle: '',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'All changes saved',
  retrying: 'Not saved yet: kept on this device, retrying',
  refused: 'Not saved: kept on this device until the text is changed',
  'signed-out': 'Signed out: changes kept on this device',
  'read-only': 'View only',
} as const;

/** Says, politely, whether the server has the user's latest work. */
export function SaveStatus() {
  const { saveStatus } = useJourney();
  const label = LABELS[saveStatus];
  const warning = saveStatus === 'retrying' || saveStatus === 'refused' || saveStatus === 'signed-out';
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" miw={0}>
      {(saveStatus === 'saving' || saveStatus === 'pending') && <Loader size={14} aria-hidden />}
      {saveStatus === 'saved' && <IconCloudCheck size={16} aria-hidden />}
      {warning && <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />}
      <Text size="xs" c={warning ? 'orange.9' : 'dimmed'} visibleFrom="xs" truncate>
        {label}
      </Text>
    </Group>
  );
}
