import { Alert, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PortfolioEntry, PortfolioResponse } from '../../../../domain/rww/rww-portfolio';
import { DecisionLegend } from './decision-marks';
import { OutcomeChart } from './outcome-chart';
import { PortfolioTable } from './portfolio-table';
import { RiskMatrixChart } from './risk-matrix-chart';

interface PortfolioViewProps {
  portfolio: { data?: PortfolioResponse; isPending: boolean; isError: boolean };
  onOpen(entry: PortfolioEntry): void;
}

export function PortfolioStatus({ portfolio }: Pick<PortfolioViewProps, 'portfolio'>) {
  if (portfolio.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading the portfolio...</Text>
        </Group>
      </Center>
    );
  }
  if (portfolio.isError) return <Alert color="red" title="The portfolio could not be loaded" styles={{ title: { color: 'var(--mantine-color-text)' } }}>Please try again in a moment.</Alert>;
  return null;
}

/** The workspace's journeys on Day's screen: by outcome and decision, on the risk matrix, and as a table. */
export function PortfolioView({ portfolio, onOpen }: PortfolioViewProps) {
  const entries = portfolio.data?.journeys;
  if (!entries) return <PortfolioStatus portfolio={portfolio} />;
  if (entries.length === 0) return <Text>There are no journeys in this workspace yet.</Text>;
  const unrated = entries.filter((entry) => entry.risk.marketNewness === null || entry.risk.productNewness === null).length;
  return (
    <Stack gap="lg">
      <DecisionLegend />
      <Paper withBorder p="md" component="section" aria-labelledby="portfolio-outcomes">
        <Title id="portfolio-outcomes" order={2} size="h4">
          Journeys by Real-Win-Worth outcome
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Where each journey’s chosen idea stands on Day’s screen, marked by the team’s decision. Click a mark to open the journey.
        </Text>
        <OutcomeChart entries={entries} onOpen={onOpen} />
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="portfolio-risk">
        <Title id="portfolio-risk" order={2} size="h4">
          Risk matrix
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Day’s risk matrix from the two answers on the Real page: the further from what the bank knows, the higher the risk of failure.
          {unrated > 0 && ` ${unrated} ${unrated === 1 ? 'journey has' : 'journeys have'} no risk answers yet and ${unrated === 1 ? 'is' : 'are'} not shown.`}
        </Text>
        <RiskMatrixChart entries={entries} onOpen={onOpen} />
      </Paper>
      <section aria-labelledby="portfolio-table">
        <Title id="portfolio-table" order={2} size="h4" mb="sm">
          Portfolio table
        </Title>
        <PortfolioTable entries={entries} onOpen={onOpen} />
      </section>
    </Stack>
  );
}
