import { CloseButton, Group, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { OpenJourney } from './use-open-journey';

/** Says which journey "my idea" means, with a way not to use it. */
export function JourneyContextBar({ journey, onDismiss }: { journey: OpenJourney; onDismiss(): void }) {
  return (
    <Group gap={6} wrap="nowrap" mb={6}>
      <IconRoute size={16} aria-hidden />
      <Text size="xs" lineClamp={1} flex={1}>
        About: <strong>{journey.name}</strong> (questions about “my idea” use this journey)
      </Text>
      <CloseButton size="sm" aria-label="Don't use this journey" onClick={onDismiss} />
    </Group>
  );
}
