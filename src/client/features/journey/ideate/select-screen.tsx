import { Badge, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { formatAverage } from '../../../../domain/ideas';
import { checkIdeaSelected } from '../../../../domain/journey-validation';
import classes from '../team/persona-card.module.css';
import { StepNavigation } from '../layout/step-navigation';
import { useStepRule } from '../layout/use-step-rule';
import { IdeaSummaryCard } from './idea-summary-card';
import { useJourney } from '../store/journey-context';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { useIsTeamJourney } from '../team-work/use-team-journey';
import { teamScore } from '../../../../domain/team-scores';
import { rankingScoreLabel, topRatedIdeas } from '../../../../domain/top-rated';
import { journeyScreenTitle } from '../layout/journey-screen-titles';

/** In a team: how many scored it, how far apart, and the votes it has. */
function teamFigures(idea: Parameters<typeof teamScore>[0] & { votes: number }): string {
  const team = teamScore(idea);
  const votes = `${idea.votes} ${idea.votes === 1 ? 'vote' : 'votes'}`;
  if (!team) return votes;
  return `${team.scorers} scored${team.scorers > 1 ? `, spread ${formatAverage(team.spread)}` : ''} · ${votes}`;
}

export function SelectScreen() {
  const { state, dispatch } = useJourney();
  const team = useIsTeamJourney();
  const go = useJourneyNavigate();
  const top = topRatedIdeas(state.ideas, team);
  const selected = state.selectedIdea;
  const ideaSelected = useStepRule('no-idea-selected', useMemo(() => checkIdeaSelected({ selectedIdea: selected }), [selected]));

  const next = () => {
    if (!ideaSelected()) return;
    dispatch({ type: 'setStage', stage: 2 });
    go('/validate/real');
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {journeyScreenTitle('/ideate/select')}
        </Title>
        <Text c="dimmed" mt={4}>
          Your three highest-rated ideas. Choose the one to validate.
        </Text>
      </div>
      {top.length === 0 && <Text>Score some ideas first to see your top three here.</Text>}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {top.map(({ idea, score }, index) => {
          const isSelected = selected?.id === idea.id;
          return (
            <UnstyledButton
              key={idea.id}
              className={classes.card}
              data-selected={isSelected || undefined}
              aria-pressed={isSelected}
              onClick={() => dispatch({ type: 'selectIdea', id: idea.id })}
            >
              <Group justify="space-between" wrap="nowrap">
                <Badge size="lg">#{index + 1}</Badge>
                {isSelected && <IconCircleCheckFilled size={22} className={classes.check} aria-hidden />}
              </Group>
              <Text component="span" display="block" fw={700} mt="sm">
                {idea.title}
              </Text>
              <Text component="span" display="block" size="sm" mt={6} lineClamp={5}>
                {idea.description}
              </Text>
              <Text component="span" display="block" size="sm" fw={600} mt="sm">
                {rankingScoreLabel(team)} {formatAverage(score)}
              </Text>
              {team && (
                <Text component="span" display="block" size="xs" c="dimmed">
                  {teamFigures(idea)}
                </Text>
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {selected && <IdeaSummaryCard idea={selected} label="Selected Idea" />}
      <StepNavigation onBack={() => go('/ideate/evaluate')} onNext={next} />
    </Stack>
  );
}
