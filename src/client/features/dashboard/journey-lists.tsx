import { Button, Paper, Stack, Text } from '@mantine/core';
import type { JourneySummary } from '../../../domain/journey-api';
import type { JourneyCounts } from '../../../domain/journey-list';
import { JourneyFilterBar } from './journey-filter-bar';
import { type JourneyFilters, isFiltering, withoutFilters } from './journey-filters';
import { JourneyList } from './journey-list';
import type { JourneyListState } from './use-journey-lists';

interface JourneyListsProps {
  lists: JourneyListState[];
  counts: JourneyCounts;
  filters: JourneyFilters;
  onFiltersChange(filters: JourneyFilters): void;
  onOpen(journey: JourneySummary): void;
  /** Absent for a viewer of the workspace. */
  onRename?: (journey: JourneySummary) => void;
  onDelete?: (journey: JourneySummary) => void;
  onMove?: (journey: JourneySummary) => void;
}

/** The spec's two lists, with its empty texts (SPEC section 2). */
const LISTS = {
  in_progress: { title: 'In Progress', emptyText: "You don't have any journeys in progress.", count: 'inProgress' },
  completed: { title: 'Completed', emptyText: "You haven't completed any journeys yet.", count: 'completed' },
} as const;

/** The In Progress and Completed lists, under a search and filter bar once there is something to find. */
export function JourneyLists({ lists, counts, filters, onFiltersChange, ...rowActions }: JourneyListsProps) {
  const total = counts.inProgress + counts.completed;
  const shown = lists.filter((list) => list.shown);
  const matching = shown.reduce((sum, list) => sum + list.matching, 0);
  const loaded = shown.every((list) => list.journeys !== undefined);
  const filtering = isFiltering(filters);
  // The spec's empty texts say the user has none; while filtering, say that none match instead.
  const emptyText = (list: JourneyListState) =>
    filtering && counts[LISTS[list.status].count] > 0 ? 'None of these match your search and filters.' : LISTS[list.status].emptyText;

  return (
    <Stack gap="xl">
      {total > 0 && (
        <Stack gap="xs">
          <JourneyFilterBar filters={filters} onChange={onFiltersChange} />
          <Text size="sm" c="dimmed" role="status">
            {filtering && loaded ? `Showing ${matching} of ${total} journeys` : ''}
          </Text>
        </Stack>
      )}
      {filtering && loaded && matching === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text fw={600}>No journeys match your search and filters.</Text>
          <Button variant="light" mt="sm" onClick={() => onFiltersChange(withoutFilters(filters))}>
            Show all journeys
          </Button>
        </Paper>
      ) : (
        shown.map((list) => (
          <JourneyList key={list.status} title={LISTS[list.status].title} emptyText={emptyText(list)} list={list} {...rowActions} />
        ))
      )}
    </Stack>
  );
}
