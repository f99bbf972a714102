import { Button, Collapse, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { personaSourceLabel } from '../../../../domain/ideas';
import type { Idea } from '../../../../domain/journey-state';
import type { ScoreSuggestion } from '../../../../domain/score-suggestions';
import { memberScoreOf } from '../../../../domain/team-scores';
import { useJourneyControls } from '../store/journey-context';
import { IdeaCommentsButton } from '../team-work/idea-comments-button';
import { TeamScoreLine } from '../team-work/team-score-line';
import { useIsTeamJourney } from '../team-work/use-team-journey';
import { VoteButton } from '../team-work/vote-button';
import { IdeaCard } from './idea-card';
import { ScoreSlider } from './score-slider';
import { ScoreSuggestionLine } from './score-suggestion-line';
import { PairwisePlacesLine } from '../facilitation/pairwise-places-line';

interface EvaluateIdeaCardProps {
  idea: Idea;
  compact: boolean;
  suggestion: { value: ScoreSuggestion; engineLabel: string; applied: boolean; apply(): void } | null;
}

/** One idea with the spec's two sliders, a suggestion beside them, and in compact view its description on demand. */
export function EvaluateIdeaCard({ idea, compact, suggestion }: EvaluateIdeaCardProps) {
  const { dispatch, userId } = useJourneyControls();
  const team = useIsTeamJourney();
  const own = memberScoreOf(idea, userId) ?? { appeal: 0, fit: 0 };
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const score = (appealScore: number, fitScore: number) => dispatch({ type: 'setIdeaScores', id: idea.id, scorerId: userId, appealScore, fitScore });
  return (
    <IdeaCard idea={idea} compact={compact}>
      {compact && idea.description && (
        <>
          <Button
            variant="default"
            size="compact-sm"
            mt="xs"
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={expanded}
            aria-controls={descriptionId}
            rightSection={expanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Hide description' : 'Show description'}
          </Button>
          <Collapse expanded={expanded} id={descriptionId}>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {idea.description}
            </Text>
          </Collapse>
        </>
      )}
      <Text size="xs" c="dimmed" mt={4} mb="sm">
        From {personaSourceLabel(idea)}
      </Text>
      {team && (
        <Text size="xs" fw={600} mb={4}>
          Your scores
        </Text>
      )}
      <ScoreSlider
        label="Appeal Score"
        ideaTitle={idea.title}
        value={own.appeal}
        onChange={(appealScore) => score(appealScore, own.fit)}
      />
      <ScoreSlider
        label="Strategic Fit"
        ideaTitle={idea.title}
        value={own.fit}
        onChange={(fitScore) => score(own.appeal, fitScore)}
      />
      {team && (
        <Group justify="space-between" align="center" gap="xs" mb="xs">
          <div>
            <TeamScoreLine idea={idea} />
            <PairwisePlacesLine ideaId={idea.id} />
          </div>
          <Group gap="xs">
            <VoteButton idea={idea} />
            <IdeaCommentsButton idea={idea} />
          </Group>
        </Group>
      )}
      {suggestion && (
        <ScoreSuggestionLine
          suggestion={suggestion.value}
          ideaTitle={idea.title}
          engineLabel={suggestion.engineLabel}
          applied={suggestion.applied}
          onApply={suggestion.apply}
        />
      )}
    </IdeaCard>
  );
}
