import { Box, Button, Grid, NativeSelect, Text } from '@mantine/core';
import { JOURNEY_STAGES } from '../../../../domain/journey-state';
import { PORTFOLIO_DECISIONS, PORTFOLIO_DECISION_LABELS, type PortfolioOwner } from '../../../../domain/rww/rww-portfolio';
import { NO_OWNER, NO_PORTFOLIO_FILTERS, type PortfolioFilters, isFilteringPortfolio } from '../../../../domain/rww/portfolio-filters';
import { NO_OWNER_LABEL } from '../../../../domain/rww/portfolio-table';

const ALL = '';
const journeys = (count: number) => `${count} ${count === 1 ? 'journey' : 'journeys'}`;

interface PortfolioFilterBarProps {
  filters: PortfolioFilters;
  owners: readonly PortfolioOwner[];
  /** Whether some journey has lost its owner, so "no owner" is worth offering. */
  anyWithoutOwner: boolean;
  shown: number;
  total: number;
  onChange(filters: PortfolioFilters): void;
}

/** Decision, stage and owner over every journey of the workspace; native selects, usable by keyboard. */
export function PortfolioFilterBar({ filters, owners, anyWithoutOwner, shown, total, onChange }: PortfolioFilterBarProps) {
  const decisionOptions = [{ value: ALL, label: 'All decisions' }, ...PORTFOLIO_DECISIONS.map((value) => ({ value, label: PORTFOLIO_DECISION_LABELS[value] }))];
  const stageOptions = [{ value: ALL, label: 'All stages' }, ...JOURNEY_STAGES.map((label, index) => ({ value: String(index), label }))];
  const ownerOptions = [
    { value: ALL, label: 'All owners' },
    ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
    ...(anyWithoutOwner || filters.owner === NO_OWNER ? [{ value: NO_OWNER, label: NO_OWNER_LABEL }] : []),
  ];
  return (
    <Box role="search" aria-label="Filter the portfolio">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <NativeSelect
            label="Decision"
            data={decisionOptions}
            value={filters.decision ?? ALL}
            onChange={(event) => onChange({ ...filters, decision: PORTFOLIO_DECISIONS.find((value) => value === event.currentTarget.value) ?? null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <NativeSelect
            label="Stage"
            data={stageOptions}
            value={filters.stage === null ? ALL : String(filters.stage)}
            onChange={(event) => onChange({ ...filters, stage: event.currentTarget.value === ALL ? null : Number(event.currentTarget.value) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <NativeSelect
            label="Owner"
            description="Who started the journey"
            data={ownerOptions}
            value={filters.owner ?? ALL}
            onChange={(event) => onChange({ ...filters, owner: event.currentTarget.value || null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Text size="sm" role="status">
            {isFilteringPortfolio(filters) ? `Showing ${shown} of ${journeys(total)}` : `Showing all ${journeys(total)}`}
          </Text>
          {isFilteringPortfolio(filters) && (
            <Button variant="subtle" size="compact-sm" px={0} onClick={() => onChange(NO_PORTFOLIO_FILTERS)}>
              Clear filters
            </Button>
          )}
        </Grid.Col>
      </Grid>
    </Box>
  );
}
