import { Anchor, Table, Text } from '@mantine/core';
import type { PortfolioEntry } from '../../../../domain/rww/rww-portfolio';
import { PORTFOLIO_TABLE_COLUMNS } from '../../../../domain/rww/portfolio-table';
import classes from './portfolio.module.css';

const [JOURNEY_COLUMN, ...FACT_COLUMNS] = PORTFOLIO_TABLE_COLUMNS;

/** A fact as the table shows it: the ones that are only a placeholder dimmed, a decision to act on in bold. */
function Fact({ header, text, entry }: { header: string; text: string; entry: PortfolioEntry }) {
  if (header === 'Chosen idea' && !entry.chosenIdea) return <Text span c="dimmed" size="sm">{text}</Text>;
  if (header === 'Decision') return <Text size="sm" fw={entry.decision === 'none' ? 400 : 600}>{text}</Text>;
  return text;
}

/**
 * The charts' facts as a table, for screen readers, keyboards and anyone who prefers to read them.
 * Its columns are the CSV download's (domain/rww/portfolio-table.ts).
 */
export function PortfolioTable({ entries, filtered, onOpen }: { entries: readonly PortfolioEntry[]; filtered: boolean; onOpen(entry: PortfolioEntry): void }) {
  const shown = filtered ? 'The journeys that match the filters' : 'Every journey of the workspace';
  return (
    <div className={classes.chartFrame} tabIndex={0} role="region" aria-label="Portfolio table (scrolls sideways)">
      <Table striped withTableBorder miw={1040} verticalSpacing="xs">
        <Table.Caption>{`${shown}, with owner, stage, Real-Win-Worth outcome, decision, scores and risk.`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {PORTFOLIO_TABLE_COLUMNS.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const title = JOURNEY_COLUMN!.text(entry);
            return (
              <Table.Tr key={entry.id}>
                <Table.Th scope="row">
                  <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onOpen(entry)} aria-label={`Open ${title}`}>
                    {title}
                  </Anchor>
                </Table.Th>
                {FACT_COLUMNS.map((column) => (
                  <Table.Td key={column.header}>
                    <Fact header={column.header} text={column.text(entry)} entry={entry} />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
