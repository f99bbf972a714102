import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RoundView } from '../../../../domain/facilitation/facilitation-api';
import { roundStatusText } from './round-status';
import { useFacilitationCommand } from './use-facilitation-command';

/** Opening a round (private ideas, blind scoring, pairwise) and closing the one open, results for all at once. */
export function RoundControls({ round }: { round: RoundView | null }) {
  const { send, pending } = useFacilitationCommand();
  const [anonymousVotes, setAnonymousVotes] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-labelledby="round-controls-title">
      <Title id="round-controls-title" order={3} size="h5">
        Rounds
      </Title>
      {round ? (
        <>
          <Text size="sm">{roundStatusText(round)}.</Text>
          {round.kind === 'private-ideas' ? (
            <Group gap="xs">
              <Button disabled={pending} onClick={() => void send({ kind: 'close-round', roundId: round.id, attribution: 'named' })}>
                Reveal with names
              </Button>
              <Button variant="default" disabled={pending} onClick={() => void send({ kind: 'close-round', roundId: round.id, attribution: 'anonymous' })}>
                Reveal anonymously
              </Button>
            </Group>
          ) : (
            <Button disabled={pending} onClick={() => void send({ kind: 'close-round', roundId: round.id, attribution: 'named' })}>
              Close round and show results
            </Button>
          )}
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            One round at a time. Private ideas are added on the Ideas step; scoring and comparing happen on Evaluate.
          </Text>
          <Button variant="default" disabled={pending} onClick={() => void send({ kind: 'start-round', round: { kind: 'private-ideas' } })}>
            Start a private ideas round
          </Button>
          <Group gap="xs" align="center">
            <Button
              variant="default"
              disabled={pending}
              onClick={() => void send({ kind: 'start-round', round: { kind: 'blind-scoring', anonymousVotes } })}
            >
              Start blind scoring
            </Button>
            <Checkbox label="Anonymous votes" checked={anonymousVotes} onChange={(event) => setAnonymousVotes(event.currentTarget.checked)} />
          </Group>
          <Button variant="default" disabled={pending} onClick={() => void send({ kind: 'start-round', round: { kind: 'pairwise' } })}>
            Start comparing ideas in pairs
          </Button>
        </>
      )}
    </Stack>
  );
}
