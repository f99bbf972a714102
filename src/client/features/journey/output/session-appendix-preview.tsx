import { List, Stack, Table, Text, Title } from '@mantine/core';
import {
  SESSION_APPENDIX_HEADING,
  type SessionAppendixEntry,
} from '../../../../domain/outputs/session-appendix';
import classes from './output.module.css';
import { PreviewSection } from './preview-section';

/** A table that scrolls sideways on a phone; focusable so a keyboard can scroll it too. */
function ScrollingTable({
  label,
  caption,
  head,
  rows,
}: {
  label: string;
  caption: string;
  head: string[];
  rows: string[][];
}) {
  return (
    <div className={classes.timeline} tabIndex={0} role="region" aria-label={`${label} (scrolls sideways)`}>
      <Table withTableBorder striped miw={480}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell, index) => (
              <Table.Th key={index} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {row.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Labelled({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm">
      <strong>{label}:</strong> {children}
    </Text>
  );
}

/** `place` ('Session 1') keeps the scrolling regions' names apart when two sessions share a title. */
function SessionPreview({ session, place }: { session: SessionAppendixEntry; place: string }) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {session.title}
      </Title>
      <Labelled label="Date">{session.date}</Labelled>
      <Labelled label="Duration">{session.duration}</Labelled>
      <Labelled label="Time per step">{session.steps}</Labelled>
      <Text size="sm" fw={700}>
        Contributions
      </Text>
      <List size="sm" spacing={2}>
        {session.contributions.length === 0 && <List.Item>None recorded</List.Item>}
        {session.contributions.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {session.ideas.length > 0 && (
        <ScrollingTable
          label={`${place}: scores and votes`}
          caption={`Scores (team averages out of 10) and votes. ${session.votes}`}
          head={['Idea', 'Appeal', 'Fit', 'Scored by', 'Votes']}
          rows={session.ideas.map((idea) => [idea.title, idea.appeal, idea.fit, idea.scorers, idea.votes])}
        />
      )}
      {session.pairwise ? (
        <ScrollingTable
          label={`${place}: pairwise ranking`}
          caption={`Pairwise ranking: ${session.pairwise.summary}`}
          head={['Rank', 'Appeal', 'Sureness', 'Fit', 'Sureness']}
          rows={session.pairwise.rows.map((row) => [
            row.rank,
            row.appeal,
            row.appealSureness,
            row.fit,
            row.fitSureness,
          ])}
        />
      ) : (
        <Labelled label="Pairwise ranking">none in this session</Labelled>
      )}
      <Labelled label="Decision">{session.decision}</Labelled>
    </Stack>
  );
}

/** The facilitated sessions after the document's last section; nothing without sessions. */
export function SessionAppendixPreview({ sessions }: { sessions: readonly SessionAppendixEntry[] }) {
  if (sessions.length === 0) return null;
  return (
    <PreviewSection title={SESSION_APPENDIX_HEADING}>
      {sessions.map((session, index) => (
        <SessionPreview key={`${session.title}-${index}`} session={session} place={`Session ${index + 1}`} />
      ))}
    </PreviewSection>
  );
}
