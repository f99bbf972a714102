import { List, Stack, Table, Text } from '@mantine/core';
import type { RwwTableModel } from '../../../../domain/outputs/rww-table';
import { RwwAnswerBadge } from '../../../components/rww-answer-badge';
import classes from './output.module.css';

/** The R-W-W table as the exports carry it: answers and evidence, gates, open questions and decisions. */
export function RwwTablePreview({ table, caption }: { table: RwwTableModel; caption: string }) {
  return (
    <Stack gap="sm">
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div className={classes.timeline} tabIndex={0} role="region" aria-label={`${caption} (scrolls sideways)`}>
        <Table withTableBorder striped miw={560}>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Stage</Table.Th>
              <Table.Th scope="col">Question</Table.Th>
              <Table.Th scope="col">Answer</Table.Th>
              <Table.Th scope="col">Evidence</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr key={row.question}>
                <Table.Td>{row.stage}</Table.Td>
                <Table.Td>{row.question}</Table.Td>
                <Table.Td>
                  <RwwAnswerBadge answer={row.answer} />
                  {row.source && (
                    <Text size="xs" c="dimmed">
                      {row.source}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{row.evidence || '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Text size="sm">
        <strong>Gates:</strong> {table.gates.map((gate) => `${gate.stage}: ${gate.status}`).join('; ')}
      </Text>
      <Text size="sm">
        <strong>Risk matrix:</strong> {table.risk ?? 'N/A'}
      </Text>
      <Text size="sm" fw={700}>
        Open questions
      </Text>
      <List size="sm" spacing={2}>
        {table.openQuestions.length === 0 && <List.Item>None</List.Item>}
        {table.openQuestions.map((question) => (
          <List.Item key={question.question}>
            {question.status}: {question.question} ({question.stage}; owner: {question.owner})
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={700}>
        Decisions
      </Text>
      <List size="sm" spacing={2}>
        {table.decisions.length === 0 && <List.Item>None recorded</List.Item>}
        {table.decisions.map((decision) => (
          <List.Item key={decision.stage}>
            {decision.stage}: {decision.decision} ({decision.by}, {decision.date}){decision.reason ? `. Reason: ${decision.reason}` : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
