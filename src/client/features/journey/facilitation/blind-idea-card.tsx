import { Button, Group, Text } from '@mantine/core';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { MESSAGES } from '../../../../domain/journey-action-fit';
import type { Idea } from '../../../../domain/journey-state';
import { showErrorToast } from '../../../lib/toast';
import { IdeaCard } from '../ideate/idea-card';
import { ScoreSlider } from '../ideate/score-slider';
import type { BlindMarksEditor } from './use-blind-marks';

/** An idea in a blind round: only this person's own sliders and vote; the team's figures wait for the close. */
export function BlindIdeaCard({ idea, editor }: { idea: Idea; editor: BlindMarksEditor }) {
  const own = editor.scoreOf(idea.id);
  const voted = editor.marks.votes.includes(idea.id);
  const toggleVote = () => {
    if (!editor.toggleVote(idea.id)) showErrorToast('No votes left', MESSAGES.noVotesLeft, { id: 'no-votes-left' });
  };
  return (
    <IdeaCard idea={idea}>
      <Text size="xs" fw={600} mt="sm" mb={4}>
        Your scores
      </Text>
      <ScoreSlider label="Appeal Score" ideaTitle={idea.title} value={own.appeal} onChange={(appeal) => editor.setScore(idea.id, appeal, own.fit)} />
      <ScoreSlider label="Strategic Fit" ideaTitle={idea.title} value={own.fit} onChange={(fit) => editor.setScore(idea.id, own.appeal, fit)} />
      <Group justify="space-between" align="center" gap="xs">
        <Text size="xs" c="dimmed">
          Blind round: results appear when the facilitator closes it.
        </Text>
        <Button
          size="compact-sm"
          variant={voted ? 'filled' : 'default'}
          aria-pressed={voted}
          aria-label={`Vote for ${idea.title}`}
          leftSection={voted ? <IconThumbUpFilled size={14} aria-hidden /> : <IconThumbUp size={14} aria-hidden />}
          onClick={toggleVote}
        >
          {voted ? 'Your vote' : 'Vote'}
        </Button>
      </Group>
    </IdeaCard>
  );
}
