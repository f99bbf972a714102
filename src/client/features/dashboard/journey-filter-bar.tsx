import { Box, Button, Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { BANKING_DOMAINS } from '../../../domain/banking-catalogue';
import { stripNumbering } from '../../../domain/outputs/output-context';
import {
  type JourneyFilters,
  filtersFromParams,
  filtersToParams,
  isFiltering,
  withoutFilters,
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

/** The select controls, each bound to its parameter in the address; the first option is the default. */
const SELECTS = [
  { param: 'sort', label: 'Sort by', options: SORT_OPTIONS },
  { param: 'status', label: 'Status', options: STATUS_OPTIONS },
  { param: 'domain', label: 'Domain', options: DOMAIN_OPTIONS },
  { param: 'updated', label: 'Updated', options: UPDATED_OPTIONS },
];

interface JourneyFilterBarProps {
  filters: JourneyFilters;
  onChange(filters: JourneyFilters): void;
}

/** Search, sort and filters over the listed journeys; each control is a native one, usable by keyboard. */
export function JourneyFilterBar({ filters, onChange }: JourneyFilterBarProps) {
  // Every control reads and writes its parameter through the address's own parsing, so the two never disagree.
  const params = filtersToParams(filters);
  const set = (param: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(param, value);
    onChange(filtersFromParams(next));
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
        {SELECTS.map(({ param, label, options }) => (
          <Grid.Col key={param} span={{ base: 6, sm: 3, md: 2 }}>
            <NativeSelect
              label={label}
              data={options}
              value={params.get(param) ?? options[0]?.value}
              onChange={(event) => set(param, event.currentTarget.value)}
            />
          </Grid.Col>
        ))}
        {isFiltering(filters) && (
          <Grid.Col span={12}>
            <Button variant="subtle" size="compact-sm" onClick={() => onChange(withoutFilters(filters))}>
              Clear search and filters
            </Button>
          </Grid.Col>
        )}
      </Grid>
    </Box>
  );
}
