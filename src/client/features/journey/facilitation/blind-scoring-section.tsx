import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { VOTES_PER_MEMBER } from '../../../../domain/idea-votes';
import type { RoundView, SessionView } from '../../../../domain/facilitation/facilitation-api';
import type { Idea } from '../../../../domain/journey-state';
import { BlindIdeaCard } from './blind-idea-card';
import { useBlindMarks } from './use-blind-marks';
import { useFacilitationCommand } from './use-facilitation-command';

type BlindRound = Extract<RoundView, { kind: 'blind-scoring' }>;

/** The Evaluate screen's ideas during a blind round: each person's own marks, progress, "I'm done", and the facilitator's close. */
export function BlindScoringSection({ session, round, ideas }: { session: SessionView; round: BlindRound; ideas: Idea[] }) {
  const editor = useBlindMarks(round);
  const { send, pending } = useFacilitationCommand();
  const finished = editor.marks.finished;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg" component="section" aria-labelledby="blind-round-title">
        <Stack gap="xs">
          <Title id="blind-round-title" order={2} size="h4">
            Blind scoring round
          </Title>
          <Text size="sm">
            Score each idea and cast up to {VOTES_PER_MEMBER} votes. Nobody sees anyone else’s scores, the team score or vote
            counts until the facilitator closes the round; then all results appear together.
            {round.anonymousVotes && ' Votes are anonymous.'}
          </Text>
          <Group gap="md" wrap="wrap">
            <Text size="sm" fw={600} role="status">
              {round.finished} of {round.participants} finished
            </Text>
            <Text size="sm">
              {editor.votesLeft} of {VOTES_PER_MEMBER} votes left
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            {finished ? (
              <>
                <Text size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                  <IconCheck size={16} aria-hidden /> You are done
                </Text>
                <Button variant="default" size="compact-sm" onClick={() => editor.setFinished(false)}>
                  Not done yet
                </Button>
              </>
            ) : (
              <Button size="compact-sm" onClick={() => editor.setFinished(true)}>
                I’m done
              </Button>
            )}
            {session.youFacilitate && (
              <Button size="compact-sm" variant="outline" loading={pending} onClick={() => void send({ kind: 'close-round', roundId: round.id, attribution: 'named' })}>
                Close round and show results
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      {ideas.map((idea) => (
        <BlindIdeaCard key={idea.id} idea={idea} editor={editor} />
      ))}
    </Stack>
  );
}
