import { Stack, Text, Title } from '@mantine/core';
import type { JourneySummary } from '../../../domain/journey-api';
import { JourneyRow } from './journey-row';

interface JourneyListProps {
  title: string;
  emptyText: string;
  journeys: JourneySummary[];
  onOpen(journey: JourneySummary): void;
  onRename(journey: JourneySummary): void;
  onDelete(journey: JourneySummary): void;
  onMove?: (journey: JourneySummary) => void;
}

export function JourneyList({ title, emptyText, journeys, onOpen, onRename, onDelete, onMove }: JourneyListProps) {
  const headingId = `list-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Title id={headingId} order={2} size="h3" mb="sm">
        {title}
      </Title>
      {journeys.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {journeys.map((journey) => (
            <JourneyRow
              key={journey.id}
              journey={journey}
              onOpen={() => onOpen(journey)}
              onRename={() => onRename(journey)}
              onDelete={() => onDelete(journey)}
              onMove={onMove && (() => onMove(journey))}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
