import { Button } from '@mantine/core';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { MESSAGES } from '../../../../domain/journey-action-fit';
import { VOTES_PER_MEMBER, hasVoted, votesLeft } from '../../../../domain/idea-votes';
import type { Idea } from '../../../../domain/journey-state';
import { showErrorToast } from '../../../lib/toast';
import { useJourney } from '../store/journey-context';

/** One of the member's three votes on this idea, taken back with a second press. */
export function VoteButton({ idea }: { idea: Idea }) {
  const { state, dispatch, userId } = useJourney();
  const voted = hasVoted(idea, userId);
  const toggle = () => {
    if (!voted && votesLeft(state, userId) === 0) return showErrorToast('No votes left', MESSAGES.noVotesLeft, { id: 'no-votes-left' });
    dispatch({ type: voted ? 'withdrawVote' : 'castVote', id: idea.id, voterId: userId });
  };
  const votes = `${idea.votes} ${idea.votes === 1 ? 'vote' : 'votes'}`;
  return (
    <Button
      size="compact-sm"
      variant={voted ? 'filled' : 'default'}
      aria-pressed={voted}
      aria-label={`Vote for ${idea.title} (${votes})`}
      leftSection={voted ? <IconThumbUpFilled size={14} aria-hidden /> : <IconThumbUp size={14} aria-hidden />}
      onClick={toggle}
    >
      {votes}
    </Button>
  );
}

/** "2 of 3 votes left", beside the evaluate page's counter. */
export function VotesLeft() {
  const { state, userId } = useJourney();
  return (
    <span>
      {votesLeft(state, userId)} of {VOTES_PER_MEMBER} votes left
    </span>
  );
}
