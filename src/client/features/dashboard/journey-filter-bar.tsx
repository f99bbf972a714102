import { Box, Button, Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { BANKING_DOMAINS } from '../../../domain/banking-catalogue';
import { stripNumbering } from '../../../domain/outputs/output-context';
import {
  type JourneyFilters,
  NO_FILTERS,
  filtersFromParams,
  filtersToParams,
  isFiltering,
} from './journey-filters';

const SORT_OPTIONS = [
  { value: 'updated', label: 'Last updated' },
  { value: 'name', label: 'Name' },
  { value: 'created', label: 'Date created' },
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
];
const DOMAIN_OPTIONS = [
  { value: '', label: 'All domains' },
  ...BANKING_DOMAINS.map((domain) => ({ value: domain.id, label: stripNumbering(domain.name) })),
];
const UPDATED_OPTIONS = [
  { value: '', label: 'Any time' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

interface JourneyFilterBarProps {
  filters: JourneyFilters;
  onChange(filters: JourneyFilters): void;
}

/** Search, sort and filters over the listed journeys; each control is a native one, usable by keyboard. */
export function JourneyFilterBar({ filters, onChange }: JourneyFilterBarProps) {
  // One parameter changed through the same parsing the address uses, so the two never disagree.
  const set = (key: string, value: string) => {
    const params = filtersToParams(filters);
    params.set(key, value);
    onChange(filtersFromParams(params));
  };
  return (
    <Box role="search" aria-label="Find a journey">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label="Search journeys"
            placeholder="Name, problem or idea"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.search}
            onChange={(event) => set('q', event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <NativeSelect
            label="Sort by"
            data={SORT_OPTIONS}
            value={filters.sort}
            onChange={(event) => set('sort', event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <NativeSelect
            label="Status"
            data={STATUS_OPTIONS}
            value={filters.status ?? ''}
            onChange={(event) => set('status', event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <NativeSelect
            label="Domain"
            data={DOMAIN_OPTIONS}
            value={filters.domain}
            onChange={(event) => set('domain', event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <NativeSelect
            label="Updated"
            data={UPDATED_OPTIONS}
            value={filters.updatedWithin ? String(filters.updatedWithin) : ''}
            onChange={(event) => set('updated', event.currentTarget.value)}
          />
        </Grid.Col>
        {isFiltering(filters) && (
          <Grid.Col span={12}>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
            >
              Clear search and filters
            </Button>
          </Grid.Col>
        )}
      </Grid>
    </Box>
  );
}
