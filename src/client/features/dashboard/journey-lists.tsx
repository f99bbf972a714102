import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JourneySummary } from '../../../domain/journey-api';
import { JourneyFilterBar } from './journey-filter-bar';
import {
  type JourneyFilters,
  applyJourneyFilters,
  filtersFromParams,
  filtersToParams,
  isFiltering,
  withoutFilters,
} from './journey-filters';
import { JourneyList } from './journey-list';

interface JourneyListsProps {
  journeys: JourneySummary[];
  onOpen(journey: JourneySummary): void;
  onRename(journey: JourneySummary): void;
  onDelete(journey: JourneySummary): void;
  onMove?: (journey: JourneySummary) => void;
}

/**
 * The filters start from the address and are written back to it, so Back from a journey returns to the
 * same view. They live in React state: reading the search box back from the address, which updates in
 * a transition, dropped letters typed quickly.
 */
function useJourneyFilters(): [JourneyFilters, (filters: JourneyFilters) => void] {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  const update = (next: JourneyFilters) => {
    setFilters(next);
    setParams(filtersToParams(next), { replace: true });
  };
  return [filters, update];
}

/** The spec's two lists, with its empty texts (SPEC section 2). */
const LISTS = [
  { status: 'in_progress', title: 'In Progress', emptyText: "You don't have any journeys in progress." },
  { status: 'completed', title: 'Completed', emptyText: "You haven't completed any journeys yet." },
] as const;

/** The In Progress and Completed lists, under a search and filter bar once there is something to find. */
export function JourneyLists({ journeys, ...rowActions }: JourneyListsProps) {
  const [filters, setFilters] = useJourneyFilters();
  const shown = applyJourneyFilters(journeys, filters);
  const filtering = isFiltering(filters);
  // The spec's empty texts say the user has none; while filtering, say that none match instead.
  const emptyText = (list: (typeof LISTS)[number]) =>
    filtering && journeys.some((journey) => journey.status === list.status)
      ? 'None of these match your search and filters.'
      : list.emptyText;

  return (
    <Stack gap="xl">
      {journeys.length > 0 && (
        <Stack gap="xs">
          <JourneyFilterBar filters={filters} onChange={setFilters} />
          <Text size="sm" c="dimmed" role="status">
            {filtering ? `Showing ${shown.length} of ${journeys.length} journeys` : ''}
          </Text>
        </Stack>
      )}
      {filtering && shown.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text fw={600}>No journeys match your search and filters.</Text>
          <Button variant="light" mt="sm" onClick={() => setFilters(withoutFilters(filters))}>
            Show all journeys
          </Button>
        </Paper>
      ) : (
        LISTS.filter((list) => !filters.status || filters.status === list.status).map((list) => (
          <JourneyList
            key={list.status}
            title={list.title}
            emptyText={emptyText(list)}
            journeys={shown.filter((journey) => journey.status === list.status)}
            {...rowActions}
          />
        ))
      )}
    </Stack>
  );
}
