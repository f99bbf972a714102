import { Paper, Text } from '@mantine/core';
import type { RwwStage } from '../../../../../domain/rww/rww-items';
import { type StageScore, scoreExplanation } from '../../../../../domain/rww/rww-scores';

const NAMES: Readonly<Record<RwwStage, string>> = { real: 'Real', win: 'Win', worth: 'Worth' };

const headlineOf = (name: string, score: StageScore) =>
  `${name} score: ${score.score} of 10 (${score.basis === 'answers' ? 'from the confirmed answers' : 'from the fields filled in'})`;

/**
 * Each validate page says in one line how its score is made, under what it comes to now: Real and
 * Win their stage score, Worth Day's score from its items (the spec's "Score:" stands above it).
 */
export function ScoreExplanation({ stage, score, headline }: { stage: RwwStage; score?: StageScore; headline?: string }) {
  const name = NAMES[stage];
  const shown = headline ?? (score && headlineOf(name, score));
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={`How the ${name} score is made`}>
      {shown && (
        <Text fw={700} aria-live="polite">
          {shown}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt={shown ? 4 : 0}>
        How the {name} score is made: {scoreExplanation(stage, score?.basis)}
      </Text>
    </Paper>
  );
}
