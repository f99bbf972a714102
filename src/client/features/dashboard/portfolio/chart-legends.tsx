import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PORTFOLIO_DECISIONS, PORTFOLIO_DECISION_LABELS, type PortfolioDecision } from '../../../../domain/rww/rww-portfolio';
import { WORTH_MARK, worthMarkRadius } from './chart-layout';
import { DecisionMark } from './decision-marks';

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** A mark drawn in a box of its own size, beside its words. */
function LegendMark({ radius, children, decision = 'none' }: { radius: number; children: string; decision?: PortfolioDecision }) {
  const box = Math.ceil(radius * 2 + 6);
  return (
    <Group gap={6} component="li" wrap="nowrap">
      <svg width={box} height={box} viewBox={`0 0 ${box} ${box}`} aria-hidden focusable="false">
        <DecisionMark decision={decision} x={box / 2} y={box / 2} r={radius} />
      </svg>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** What the charts' marks mean: colour and shape the decision, size the Worth score. */
export function ChartLegends() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="portfolio-legend">
      <Text id="portfolio-legend" fw={700} mb="xs">
        How to read the charts
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={6}>
          <Text size="sm" id="portfolio-legend-decision">
            Colour and shape: the team’s decision
          </Text>
          <Group gap="md" component="ul" style={LIST_STYLE} aria-labelledby="portfolio-legend-decision">
            {PORTFOLIO_DECISIONS.map((decision) => (
              <LegendMark key={decision} decision={decision} radius={6}>
                {PORTFOLIO_DECISION_LABELS[decision]}
              </LegendMark>
            ))}
          </Group>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" id="portfolio-legend-worth">
            Size: the Worth score (2 to 10; the bigger the mark, the higher the score)
          </Text>
          <Group gap="md" component="ul" style={LIST_STYLE} aria-labelledby="portfolio-legend-worth" align="center">
            {WORTH_MARK.legendScores.map((worth) => (
              <LegendMark key={worth} radius={worthMarkRadius(worth)}>{`Worth ${worth}`}</LegendMark>
            ))}
            <LegendMark radius={worthMarkRadius(null)}>No Worth score yet</LegendMark>
          </Group>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
