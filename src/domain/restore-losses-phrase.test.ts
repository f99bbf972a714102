import { describe, expect, it } from 'vitest';
import { restoreLossesPhrase } from './restore-losses-phrase';
import type { RestoreLosses } from './restore-version';

const none: RestoreLosses = { votesOnGoneIdeas: 0, scorersOnGoneIdeas: 0, goneIdeasWithMarks: 0, votesOverLimit: 0 };
const phrase = (losses: Partial<RestoreLosses>, tense?: 'present' | 'past') => restoreLossesPhrase({ ...none, ...losses }, tense);

describe('what a restore takes from scores and votes, in words', () => {
  it('says votes and scores on ideas that did not exist then, as the issue words it', () => {
    expect(phrase({ votesOnGoneIdeas: 2, scorersOnGoneIdeas: 1, goneIdeasWithMarks: 2 })).toBe(
      "removes 2 votes and one member's scores on ideas that did not exist then",
    );
  });

  it('counts one as a word and more in figures, with singular and plural nouns', () => {
    expect(phrase({ votesOnGoneIdeas: 1, scorersOnGoneIdeas: 3, goneIdeasWithMarks: 1 })).toBe(
      "removes one vote and 3 members' scores on an idea that did not exist then",
    );
  });

  it('leaves out what is zero: only votes, or only scores', () => {
    expect(phrase({ votesOnGoneIdeas: 4, goneIdeasWithMarks: 3 })).toBe('removes 4 votes on ideas that did not exist then');
    expect(phrase({ scorersOnGoneIdeas: 1, goneIdeasWithMarks: 1 })).toBe("removes one member's scores on an idea that did not exist then");
  });

  it('says when votes stay out because a member would have more than three', () => {
    expect(phrase({ votesOverLimit: 1 })).toBe('removes one vote that would give a member more than 3 votes');
    expect(phrase({ votesOnGoneIdeas: 1, goneIdeasWithMarks: 1, votesOverLimit: 2 })).toBe(
      'removes one vote on an idea that did not exist then, and 2 votes that would give members more than 3 votes',
    );
  });

  it('reads in the past for the activity list', () => {
    expect(phrase({ votesOnGoneIdeas: 2, scorersOnGoneIdeas: 2, goneIdeasWithMarks: 1, votesOverLimit: 1 }, 'past')).toBe(
      "removed 2 votes and 2 members' scores on an idea that did not exist then, and one vote that would have given a member more than 3 votes",
    );
  });

  it('is null when the restore takes nothing', () => {
    expect(phrase({})).toBeNull();
    expect(phrase({}, 'past')).toBeNull();
  });
});
