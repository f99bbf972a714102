import { Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { MIN_SCORED_IDEAS, personaSourceLabel, scoredIdeasCount } from '../../../../domain/ideas';
import { showErrorToast } from '../../../lib/toast';
import { StepNavigation } from '../layout/step-navigation';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { IdeaCard } from './idea-card';
import { ScoreSlider } from './score-slider';
import { TopIdeasPanel } from './top-ideas-panel';

export function EvaluateScreen() {
  const { state, dispatch } = useJourney();
  const go = useJourneyNavigate();
  const scored = scoredIdeasCount(state.ideas);
  const enough = scored >= MIN_SCORED_IDEAS;

  const next = () => {
    if (!enough) return showErrorToast('More scoring needed', 'Please score at least 3 ideas before proceeding.');
    go('/ideate/select');
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Evaluate Ideas
          </Title>
          <Text c="dimmed" mt={4}>
            Score each idea from 0 to 10 on how appealing it is to customers and how well it fits the bank's strategy.
          </Text>
        </div>
        <Badge size="lg" variant={enough ? 'filled' : 'outline'} role="status">
          {scored}/{state.ideas.length} Ideas Scored
        </Badge>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {state.ideas.map((idea) => (
              <IdeaCard key={idea.id} idea={idea}>
                <Text size="xs" c="dimmed" mt={4} mb="sm">
                  From {personaSourceLabel(idea)}
                </Text>
                <ScoreSlider
                  label="Appeal Score"
                  ideaTitle={idea.title}
                  value={idea.appealScore ?? 0}
                  onChange={(appealScore) => dispatch({ type: 'setIdeaScores', id: idea.id, appealScore, fitScore: idea.fitScore ?? 0 })}
                />
                <ScoreSlider
                  label="Strategic Fit"
                  ideaTitle={idea.title}
                  value={idea.fitScore ?? 0}
                  onChange={(fitScore) => dispatch({ type: 'setIdeaScores', id: idea.id, appealScore: idea.appealScore ?? 0, fitScore })}
                />
              </IdeaCard>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div style={{ position: 'sticky', top: 90 }}>
            <TopIdeasPanel ideas={state.ideas} />
          </div>
        </Grid.Col>
      </Grid>
      <StepNavigation onBack={() => go('/ideate/ideas')} onNext={next} nextBlocked={!enough} />
    </Stack>
  );
}
