import { Paper, Text } from '@mantine/core';
import type { RwwStage } from '../../../../../domain/rww/rww-items';
import { type StageScore, scoreExplanation } from '../../../../../domain/rww/rww-scores';

/** Each validate page says how its score is made; Real and Win also show what it comes to now. */
export function ScoreExplanation({ stage, score }: { stage: RwwStage; score?: StageScore }) {
  const name = { real: 'Real', win: 'Win', worth: 'Worth' }[stage];
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={`How the ${name} score is made`}>
      {score && (
        <Text fw={700} aria-live="polite">
          {name} score: {score.score} of 10 ({score.basis === 'answers' ? 'from the confirmed answers' : 'from the fields filled in'})
        </Text>
      )}
      <Text size="sm" c="dimmed" mt={score ? 4 : 0}>
        How the {name} score is made: {scoreExplanation(stage, score?.basis)}
      </Text>
    </Paper>
  );
}
