import { VOTES_PER_MEMBER } from './idea-votes';
import type { RestoreLosses } from './restore-version';

const counted = (count: number, one: string, many: string) => (count === 1 ? `one ${one}` : `${count} ${many}`);

const WORDS = {
  present: { removes: 'removes', wouldGive: 'would give' },
  past: { removes: 'removed', wouldGive: 'would have given' },
} as const;

/**
 * What a restore takes from people's scores and votes, in words: "removes 2 votes and one member's
 * scores on ideas that did not exist then" (the dialog, before it happens), or "removed …" (the
 * activity list, after). Null when it takes nothing.
 */
export function restoreLossesPhrase(losses: RestoreLosses, tense: keyof typeof WORDS = 'present'): string | null {
  const words = WORDS[tense];
  const onGone = [
    losses.votesOnGoneIdeas > 0 ? counted(losses.votesOnGoneIdeas, 'vote', 'votes') : null,
    losses.scorersOnGoneIdeas > 0 ? counted(losses.scorersOnGoneIdeas, "member's scores", "members' scores") : null,
  ].filter((part) => part !== null);
  const clauses = [
    onGone.length > 0 ? `${onGone.join(' and ')} on ${losses.goneIdeasWithMarks === 1 ? 'an idea' : 'ideas'} that did not exist then` : null,
    losses.votesOverLimit > 0
      ? `${counted(losses.votesOverLimit, 'vote', 'votes')} that ${words.wouldGive} ${losses.votesOverLimit === 1 ? 'a member' : 'members'} more than ${VOTES_PER_MEMBER} votes`
      : null,
  ].filter((clause) => clause !== null);
  return clauses.length > 0 ? `${words.removes} ${clauses.join(', and ')}` : null;
}
