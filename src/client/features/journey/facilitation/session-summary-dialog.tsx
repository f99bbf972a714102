import { memo } from 'react';
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SessionSummary } from '../../../../domain/facilitation/facilitation-results';
import { ideaResultLine, rankingLine, stepTimeLine } from './summary-lines';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** What a finished session leaves, shown to everyone when the facilitator ends it (plain text throughout). */
export const SessionSummaryDialog = memo(function SessionSummaryDialog({ summary, onClose }: { summary: SessionSummary | null; onClose(): void }) {
  return (
    <Modal opened={summary !== null} onClose={onClose} title="Session summary" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {summary && (
        <Stack gap="md">
          <Text size="sm">
            Facilitated by {summary.facilitator}, {timeFormat.format(new Date(summary.startedAt))} to {timeFormat.format(new Date(summary.endedAt))}. The
            summary is saved on the journey.
          </Text>
          <Part title="Time per step">
            {summary.steps.length === 0 ? <Text size="sm">No steps were timed.</Text> : <List size="sm">{summary.steps.map((step) => <List.Item key={step.step}>{stepTimeLine(step)}</List.Item>)}</List>}
          </Part>
          <Part title="Who contributed which ideas">
            {summary.contributions.length === 0 ? (
              <Text size="sm">No ideas were added by hand in this session.</Text>
            ) : (
              <List size="sm">
                {summary.contributions.map((person) => (
                  <List.Item key={person.name}>
                    {person.name}: {person.ideaTitles.join(', ')}
                  </List.Item>
                ))}
              </List>
            )}
          </Part>
          <Part title={summary.anonymousVotes ? 'Scores and votes (votes were anonymous)' : 'Scores and votes'}>
            <List size="sm">
              {summary.ideas.map((idea, index) => (
                <List.Item key={`${index}-${idea.title}`}>{ideaResultLine(idea)}</List.Item>
              ))}
            </List>
          </Part>
          {summary.pairwise && (
            <Part title="Pairwise ranking">
              <Text size="sm">For appeal: {rankingLine(summary.pairwise, 'appeal')}</Text>
              <Text size="sm">For strategic fit: {rankingLine(summary.pairwise, 'fit')}</Text>
            </Part>
          )}
          <Part title="Decision">
            <Text size="sm">{summary.decision.chosenIdea ? `Chosen idea: ${summary.decision.chosenIdea}` : 'No idea was chosen in this session.'}</Text>
            {summary.decision.outcome && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {summary.decision.outcome}
              </Text>
            )}
          </Part>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
});
