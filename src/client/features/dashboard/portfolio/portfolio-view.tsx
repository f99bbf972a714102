import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PortfolioEntry, PortfolioResponse } from '../../../../domain/rww/rww-portfolio';
import { NO_OWNER, NO_PORTFOLIO_FILTERS, filterPortfolio, isFilteringPortfolio, portfolioOwners } from '../../../../domain/rww/portfolio-filters';
import { hasRiskAnswers } from '../../../../domain/rww/portfolio-table';
import { LoadingStatus } from '../../../components/loading-status';
import { ChartLegends } from './chart-legends';
import { OutcomeChart } from './outcome-chart';
import { PortfolioCsvButton } from './portfolio-csv-button';
import { PortfolioFilterBar } from './portfolio-filter-bar';
import { PortfolioTable } from './portfolio-table';
import { RiskMatrixChart } from './risk-matrix-chart';
import { UnratedJourneys } from './unrated-journeys';
import { usePortfolioFilters } from './use-portfolio-filters';
import classes from './portfolio.module.css';

interface PortfolioViewProps {
  portfolio: { data?: PortfolioResponse; isPending: boolean; isError: boolean };
  onOpen(entry: PortfolioEntry): void;
}

export function PortfolioStatus({ portfolio }: Pick<PortfolioViewProps, 'portfolio'>) {
  if (portfolio.isPending) {
    return <LoadingStatus>Loading the portfolio...</LoadingStatus>;
  }
  if (portfolio.isError) return <Alert color="red" title="The portfolio could not be loaded" styles={{ title: { color: 'var(--mantine-color-text)' } }}>Please try again in a moment.</Alert>;
  return null;
}

/** The workspace's journeys on Day's screen: by outcome and decision, on the risk matrix, and as a table, narrowed by the filters. */
export function PortfolioView({ portfolio, onOpen }: PortfolioViewProps) {
  const [asked, setFilters] = usePortfolioFilters();
  const all = portfolio.data?.journeys;
  if (!all) return <PortfolioStatus portfolio={portfolio} />;
  if (all.length === 0) return <Text>There are no journeys in this workspace yet.</Text>;
  const owners = portfolioOwners(all);
  const anyWithoutOwner = all.some((entry) => entry.owner === null);
  // An owner in the address who owns none of these journeys (any more) narrows nothing.
  const knownOwner = asked.owner === null || owners.some((owner) => owner.id === asked.owner) || (asked.owner === NO_OWNER && anyWithoutOwner);
  const filters = knownOwner ? asked : { ...asked, owner: null };
  const entries = filterPortfolio(all, filters);
  const unrated = entries.filter((entry) => !hasRiskAnswers(entry));
  return (
    <Stack gap="lg" className={classes.portfolio}>
      <PortfolioFilterBar filters={filters} owners={owners} anyWithoutOwner={anyWithoutOwner} shown={entries.length} total={all.length} onChange={setFilters} />
      {entries.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>No journey matches these filters.</Text>
          <Button variant="default" size="sm" onClick={() => setFilters(NO_PORTFOLIO_FILTERS)}>
            Show every journey
          </Button>
        </Stack>
      ) : (
        <>
          <ChartLegends />
          <Paper withBorder p="md" component="section" aria-labelledby="portfolio-outcomes">
            <Title id="portfolio-outcomes" order={2} size="h4">
              Journeys by Real-Win-Worth outcome
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Where each journey’s chosen idea stands on Day’s screen, marked by the team’s decision and sized by its Worth score. Click a
              mark to open the journey.
            </Text>
            <OutcomeChart entries={entries} onOpen={onOpen} />
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="portfolio-risk">
            <Title id="portfolio-risk" order={2} size="h4">
              Risk matrix
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Day’s risk matrix from the two answers on the Real page: the further from what the bank knows, the higher the risk of failure.
              {unrated.length > 0 &&
                ` ${unrated.length} ${unrated.length === 1 ? 'journey has' : 'journeys have'} no risk answers yet and ${unrated.length === 1 ? 'is' : 'are'} not shown. ${unrated.length === 1 ? 'It is' : 'They are'} listed below, under “Journeys without risk answers”.`}
            </Text>
            <RiskMatrixChart entries={entries} onOpen={onOpen} />
          </Paper>
          <UnratedJourneys entries={unrated} />
          <section aria-labelledby="portfolio-table">
            <Group justify="space-between" align="center" mb="sm" gap="sm">
              <Title id="portfolio-table" order={2} size="h4">
                Portfolio table
              </Title>
              <PortfolioCsvButton entries={entries} />
            </Group>
            <PortfolioTable entries={entries} filtered={isFilteringPortfolio(filters)} onOpen={onOpen} />
          </section>
        </>
      )}
    </Stack>
  );
}
