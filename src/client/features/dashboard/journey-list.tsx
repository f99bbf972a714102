import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { JourneySummary } from '../../../domain/journey-api';
import { JourneyRow } from './journey-row';
import type { JourneyListState } from './use-journey-lists';

interface JourneyListProps {
  title: string;
  emptyText: string;
  list: JourneyListState;
  onOpen(journey: JourneySummary): void;
  /** Absent for a viewer of the workspace. */
  onRename?: (journey: JourneySummary) => void;
  onDelete?: (journey: JourneySummary) => void;
  onMove?: (journey: JourneySummary) => void;
}

export function JourneyList({ title, emptyText, list, onOpen, onRename, onDelete, onMove }: JourneyListProps) {
  const headingId = `list-${title.toLowerCase().replace(/\s+/g, '-')}`;
  // Mantine types the Stack's ref as a div's; it renders the ul.
  const rows = useRef<HTMLDivElement>(null);
  const { journeys } = list;

  // The next page's first row takes the focus once it is drawn, so a keyboard carries on where the new rows begin.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || !journeys || journeys.length <= focusFrom) return;
    rows.current?.children[focusFrom]?.querySelector<HTMLElement>('button')?.focus();
    setFocusFrom(null);
  }, [focusFrom, journeys]);
  const loadMore = () => {
    setFocusFrom(journeys?.length ?? 0);
    void list.loadMore();
  };

  return (
    <section aria-labelledby={headingId}>
      <Title id={headingId} order={2} size="h3" mb="sm">
        {title}
      </Title>
      {journeys === undefined ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading your journeys...</Text>
        </Group>
      ) : journeys.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} ref={rows}>
          {journeys.map((journey) => (
            <JourneyRow
              key={journey.id}
              journey={journey}
              onOpen={() => onOpen(journey)}
              onRename={onRename && (() => onRename(journey))}
              onDelete={onDelete && (() => onDelete(journey))}
              onMove={onMove && (() => onMove(journey))}
            />
          ))}
        </Stack>
      )}
      {journeys !== undefined && list.hasMore && (
        <Group mt="md" gap="sm">
          <Button variant="default" onClick={loadMore} loading={list.loadingMore} aria-label={`Load more ${title} journeys`}>
            Load more
          </Button>
          <Text size="sm" c="dimmed">
            {journeys.length} of {list.matching} shown
          </Text>
        </Group>
      )}
    </section>
  );
}
