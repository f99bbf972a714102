import { Anchor, Table, Text } from '@mantine/core';
import { PORTFOLIO_DECISION_LABELS, RWW_OUTCOME_LABELS, type PortfolioEntry } from '../../../../domain/rww/rww-portfolio';
import { RISK_ZONE_LABELS, riskZone } from '../../../../domain/rww/rww-risk';
import { journeyRowTitle } from '../journey-filters';
import classes from './portfolio.module.css';

const score = (value: number | null) => (value === null ? 'N/A' : String(value));

function riskText(entry: PortfolioEntry): string {
  const zone = riskZone(entry.risk);
  if (!zone) return 'Not rated';
  return `Market ${entry.risk.marketNewness}, product ${entry.risk.productNewness}: ${RISK_ZONE_LABELS[zone]}`;
}

/** The charts' facts as a table, for screen readers, keyboards and anyone who prefers to read them. */
export function PortfolioTable({ entries, onOpen }: { entries: readonly PortfolioEntry[]; onOpen(entry: PortfolioEntry): void }) {
  return (
    <div className={classes.chartFrame} tabIndex={0} role="region" aria-label="Portfolio table (scrolls sideways)">
      <Table striped withTableBorder miw={880} verticalSpacing="xs">
        <Table.Caption>Every journey of the workspace with its Real-Win-Worth outcome, decision, scores and risk.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Journey</Table.Th>
            <Table.Th scope="col">Chosen idea</Table.Th>
            <Table.Th scope="col">Outcome</Table.Th>
            <Table.Th scope="col">Decision</Table.Th>
            <Table.Th scope="col">Real</Table.Th>
            <Table.Th scope="col">Win</Table.Th>
            <Table.Th scope="col">Worth</Table.Th>
            <Table.Th scope="col">Risk matrix</Table.Th>
            <Table.Th scope="col">Open questions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Th scope="row">
                <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(entry)} aria-label={`Open ${journeyRowTitle(entry)}`}>
                  {journeyRowTitle(entry)}
                </Anchor>
              </Table.Th>
              <Table.Td>{entry.chosenIdea || <Text span c="dimmed" size="sm">None yet</Text>}</Table.Td>
              <Table.Td>{RWW_OUTCOME_LABELS[entry.outcome]}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={entry.decision === 'none' ? 400 : 600}>
                  {PORTFOLIO_DECISION_LABELS[entry.decision]}
                </Text>
              </Table.Td>
              <Table.Td>{score(entry.scores.real)}</Table.Td>
              <Table.Td>{score(entry.scores.win)}</Table.Td>
              <Table.Td>{score(entry.scores.worth)}</Table.Td>
              <Table.Td>{riskText(entry)}</Table.Td>
              <Table.Td>{entry.openQuestions}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
