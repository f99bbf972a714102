import { Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MIN_SCORED_IDEAS, scoredIdeasCount, sortIdeasByScore } from '../../../../domain/ideas';
import { hasScored } from '../../../../domain/team-scores';
import { checkEnoughScored } from '../../../../domain/journey-validation';
import { StepNavigation } from '../layout/step-navigation';
import { useStepRule } from '../layout/use-step-rule';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { EvaluateIdeaCard } from './evaluate-idea-card';
import { type EvaluateOrder, EvaluateToolbar } from './evaluate-toolbar';
import { TopIdeasPanel } from './top-ideas-panel';
import { isApplied, useScoreSuggestions } from './use-score-suggestions';
import { useIsTeamJourney } from '../team-work/use-team-journey';
import { VotesLeft } from '../team-work/vote-button';
import { BlindScoringSection } from '../facilitation/blind-scoring-section';
import { PairwisePanel } from '../facilitation/pairwise-panel';
import { useOpenRound } from '../facilitation/use-open-round';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

/** The ideas in the order of `ids`; ideas added since come last, in list order. */
function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}

export function EvaluateScreen() {
  const { state, userId } = useJourney();
  const team = useIsTeamJourney();
  const go = useJourneyNavigate();
  const suggestions = useScoreSuggestions();
  const blind = useOpenRound('blind-scoring');
  const pairwise = useOpenRound('pairwise');
  const [compact, setCompact] = useState(false);
  // The score order is taken when chosen, not live: a card moving while its slider is in use would lose focus.
  const [scoreOrder, setScoreOrder] = useState<string[] | null>(null);
  const scored = scoredIdeasCount(state.ideas);
  // During a blind round the journey holds no scores: the badge counts the ideas you scored in the round.
  const shownScored = blind
    ? state.ideas.filter((idea) => {
        const own = blind.round.yourScores[idea.id];
        return own !== undefined && hasScored(own);
      }).length
    : scored;
  const enough = shownScored >= MIN_SCORED_IDEAS;
  const enoughScored = useStepRule(
    'more-scoring-needed',
    useMemo(() => checkEnoughScored(scored, MIN_SCORED_IDEAS), [scored]),
  );
  const ideas = scoreOrder ? inOrder(state.ideas, scoreOrder) : state.ideas;
  const changeOrder = (order: EvaluateOrder) =>
    setScoreOrder(order === 'score' ? sortIdeasByScore(state.ideas).map((idea) => idea.id) : null);

  const next = () => {
    if (enoughScored()) go('/ideate/select');
  };

  const suggestionFor = (ideaId: string) => {
    const value = suggestions.suggestionFor(ideaId);
    if (!value || !suggestions.engine) return null;
    const applied = isApplied(value, state.ideas, userId);
    return { value, engineLabel: suggestions.engine.label, applied, apply: () => suggestions.apply(value) };
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {journeyScreenTitle('/ideate/evaluate')}
          </Title>
          <Text c="dimmed" mt={4}>
            Score each idea from 0 to 10 on how appealing it is to customers and how well it fits the bank's
            strategy.
          </Text>
        </div>
        <Group gap="sm">
          {team && !blind && (
            <Text size="sm" c="dimmed">
              <VotesLeft />
            </Text>
          )}
          <Badge size="lg" variant={enough ? 'filled' : 'outline'} role="status">
            {shownScored}/{state.ideas.length} Ideas Scored
          </Badge>
        </Group>
      </Group>
      <EvaluateToolbar
        compact={compact}
        onCompactChange={setCompact}
        order={scoreOrder ? 'score' : 'list'}
        onOrderChange={changeOrder}
        suggesting={suggestions.loading}
        onSuggest={suggestions.request}
        pendingSuggestions={suggestions.pendingCount}
        onApplyAll={suggestions.applyAll}
      />
      {pairwise && <PairwisePanel session={pairwise.session} round={pairwise.round} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {blind ? (
            <BlindScoringSection session={blind.session} round={blind.round} ideas={ideas} />
          ) : (
            <Stack gap="md">
              {ideas.map((idea) => (
                <EvaluateIdeaCard
                  key={idea.id}
                  idea={idea}
                  compact={compact}
                  suggestion={suggestionFor(idea.id)}
                />
              ))}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div style={{ position: 'sticky', top: 90 }}>
            {blind ? (
              <Text size="sm" c="dimmed">
                The top rated ideas appear when the blind round closes.
              </Text>
            ) : (
              <TopIdeasPanel ideas={state.ideas} team={team} />
            )}
          </div>
        </Grid.Col>
      </Grid>
      <StepNavigation onBack={() => go('/ideate/ideas')} onNext={next} nextBlocked={!enough} />
    </Stack>
  );
}
