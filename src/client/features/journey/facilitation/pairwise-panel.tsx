import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { RoundView, SessionView } from '../../../../domain/facilitation/facilitation-api';
import type { Idea } from '../../../../domain/journey-state';
import { useJourney } from '../store/journey-context';
import { PairwiseChoiceCard } from './pairwise-choice-card';
import classes from './pairwise-panel.module.css';
import { nextPairIndex } from './pairwise-progress';
import { useFacilitationCommand } from './use-facilitation-command';

type PairwiseRound = Extract<RoundView, { kind: 'pairwise' }>;

const QUESTIONS = {
  appeal: 'Which is more appealing to customers?',
  fit: 'Which fits the bank’s strategy better?',
} as const;

const removedIdea = (id: string): Idea => ({ id, title: 'An idea that was removed', description: '', votes: 0, type: '', personaSource: '' });

/** "Compare ideas": this person's comparisons one at a time, appeal first, then fit; the ranking comes at the close. */
export function PairwisePanel({ session, round }: { session: SessionView; round: PairwiseRound }) {
  const { state } = useJourney();
  const { send, pending } = useFacilitationCommand();
  const [appealPick, setAppealPick] = useState<{ index: number; ideaId: string } | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const index = nextPairIndex(round.yourPairs.length, round.yourChoices);
  const criterion = appealPick && appealPick.index === index ? 'fit' : 'appeal';
  const moved = useRef(false);
  useEffect(() => {
    // After a choice the cards change under the keyboard: the next question takes the focus.
    if (moved.current) question.current?.focus();
  }, [index, criterion]);

  const pair = index === null ? null : round.yourPairs[index];
  const ideaOf = (id: string) => state.ideas.find((idea) => idea.id === id) ?? removedIdea(id);
  const choose = async (ideaId: string) => {
    if (index === null) return;
    moved.current = true;
    if (criterion === 'appeal') return setAppealPick({ index, ideaId });
    if (await send({ kind: 'pairwise-choice', roundId: round.id, pairIndex: index, appeal: appealPick!.ideaId, fit: ideaId })) setAppealPick(null);
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pairwise-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title id="pairwise-title" order={2} size="h4">
            Compare ideas
          </Title>
          <Text size="sm" role="status">
            {round.finished} of {round.participants} finished
          </Text>
        </Group>
        {pair ? (
          <>
            <Text size="sm" c="dimmed">
              Comparison {index! + 1} of {round.yourPairs.length}. Pick the better idea of the two, first for appeal, then for fit.
            </Text>
            <Text ref={question} fw={600} tabIndex={-1}>
              {QUESTIONS[criterion]}
            </Text>
            <div className={classes.choices}>
              {pair.map((id) => (
                <PairwiseChoiceCard key={id} idea={ideaOf(id)} onChoose={() => void choose(id)} disabled={pending} />
              ))}
            </div>
            {criterion === 'fit' && (
              <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={() => setAppealPick(null)}>
                Change my choice for appeal
              </Button>
            )}
          </>
        ) : (
          <Text ref={question} tabIndex={-1}>
            You have made all {round.yourPairs.length} of your comparisons. The ranking appears when the facilitator closes the round.
          </Text>
        )}
        {session.youFacilitate && (
          <Button
            variant="outline"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            loading={pending}
            onClick={() => void send({ kind: 'close-round', roundId: round.id, attribution: 'named' })}
          >
            Close round and show the ranking
          </Button>
        )}
      </Stack>
    </Card>
  );
}
