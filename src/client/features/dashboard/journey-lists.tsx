import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JourneySummary } from '../../../domain/journey-api';
import { JourneyFilterBar } from './journey-filter-bar';
import {
  type JourneyFilters,
  NO_FILTERS,
  applyJourneyFilters,
  filtersFromParams,
  filtersToParams,
  isFiltering,
} from './journey-filters';
import { JourneyList } from './journey-list';

interface JourneyListsProps {
  journeys: JourneySummary[];
  onOpen(journey: JourneySummary): void;
  onRename(journey: JourneySummary): void;
  onDelete(journey: JourneySummary): void;
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

/** The In Progress and Completed lists (SPEC), under a search and filter bar once there is something to find. */
export function JourneyLists({ journeys, ...rowActions }: JourneyListsProps) {
  const [filters, setFilters] = useJourneyFilters();
  const shown = applyJourneyFilters(journeys, filters);
  const inProgress = shown.filter((journey) => journey.status === 'in_progress');
  const completed = shown.filter((journey) => journey.status === 'completed');
  const filtering = isFiltering(filters);
  // The spec's empty texts say the user has none; while filtering, say that none match instead.
  const emptyText = (status: JourneySummary['status'], specText: string) =>
    filtering && journeys.some((journey) => journey.status === status)
      ? 'None of these match your search and filters.'
      : specText;

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
          <Button variant="light" mt="sm" onClick={() => setFilters({ ...NO_FILTERS, sort: filters.sort })}>
            Show all journeys
          </Button>
        </Paper>
      ) : (
        <>
          {filters.status !== 'completed' && (
            <JourneyList
              title="In Progress"
              emptyText={emptyText('in_progress', "You don't have any journeys in progress.")}
              journeys={inProgress}
              {...rowActions}
            />
          )}
          {filters.status !== 'in_progress' && (
            <JourneyList
              title="Completed"
              emptyText={emptyText('completed', "You haven't completed any journeys yet.")}
              journeys={completed}
              {...rowActions}
            />
          )}
        </>
      )}
    </Stack>
  );
}
