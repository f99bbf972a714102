import { describe, expect, it } from 'vitest';
import { type FollowState, INITIAL_FOLLOW, decideFollow, followAgain } from './follow-facilitator';

/** Runs the decisions as a screen would: each navigation lands before the next look. */
function walk(start: FollowState, looks: Array<{ step: string; gathering: number; at: string }>) {
  let state = start;
  const moves: Array<string | null> = [];
  for (const look of looks) {
    const decision = decideFollow(state, look, look.at);
    state = decision.state;
    moves.push(decision.navigateTo);
  }
  return { state, moves };
}

describe('decideFollow', () => {
  it('takes a newcomer (or a reload) to the facilitator’s step at once', () => {
    const { state, moves } = walk(INITIAL_FOLLOW, [{ step: 'ideate/ideas', gathering: 0, at: 'define/problem' }]);
    expect(moves).toEqual(['ideate/ideas']);
    expect(state.following).toBe(true);
  });

  it('follows each move of the facilitator, and arriving there keeps following', () => {
    const { state, moves } = walk(INITIAL_FOLLOW, [
      { step: 'ideate/ideas', gathering: 0, at: 'ideate/ideas' },
      { step: 'ideate/evaluate', gathering: 0, at: 'ideate/ideas' },
      { step: 'ideate/evaluate', gathering: 0, at: 'ideate/evaluate' },
      { step: 'ideate/select', gathering: 0, at: 'ideate/evaluate' },
    ]);
    expect(moves).toEqual([null, 'ideate/evaluate', null, 'ideate/select']);
    expect(state.following).toBe(true);
  });

  it('stops following when the person moves away themselves, and leaves them there when the facilitator moves', () => {
    const { state, moves } = walk(INITIAL_FOLLOW, [
      { step: 'ideate/ideas', gathering: 0, at: 'ideate/ideas' },
      { step: 'ideate/ideas', gathering: 0, at: 'define/problem' },
      { step: 'ideate/evaluate', gathering: 0, at: 'define/problem' },
    ]);
    expect(moves).toEqual([null, null, null]);
    expect(state.following).toBe(false);
  });

  it('brings back someone who left when the facilitator brings everyone, even to the step they were on', () => {
    const { state, moves } = walk(INITIAL_FOLLOW, [
      { step: 'ideate/ideas', gathering: 0, at: 'ideate/ideas' },
      { step: 'ideate/ideas', gathering: 0, at: 'define/domain' },
      { step: 'ideate/ideas', gathering: 1, at: 'define/domain' },
    ]);
    expect(moves).toEqual([null, null, 'ideate/ideas']);
    expect(state.following).toBe(true);
  });

  it('follows again when the person returns to the facilitator’s step by hand', () => {
    const { state } = walk(INITIAL_FOLLOW, [
      { step: 'ideate/ideas', gathering: 0, at: 'ideate/ideas' },
      { step: 'ideate/ideas', gathering: 0, at: 'define/domain' },
      { step: 'ideate/ideas', gathering: 0, at: 'ideate/ideas' },
    ]);
    expect(state.following).toBe(true);
  });

  it('does not take a step it sent them to on the way as their own move', () => {
    let state = walk(INITIAL_FOLLOW, [{ step: 'ideate/ideas', gathering: 0, at: 'ideate/ideas' }]).state;
    state = decideFollow(state, { step: 'ideate/evaluate', gathering: 0 }, 'ideate/ideas').state;
    const toSelect = decideFollow(state, { step: 'ideate/select', gathering: 0 }, 'ideate/ideas');
    expect(toSelect.navigateTo).toBe('ideate/select');
    // The first move lands after the facilitator has moved on again.
    const landed = decideFollow(toSelect.state, { step: 'ideate/select', gathering: 0 }, 'ideate/evaluate');
    expect(landed.state.following).toBe(true);
  });
});

describe('followAgain', () => {
  it('goes to the facilitator’s step and follows from there', () => {
    const left = walk(INITIAL_FOLLOW, [
      { step: 'ideate/ideas', gathering: 0, at: 'ideate/ideas' },
      { step: 'ideate/evaluate', gathering: 0, at: 'define/domain' },
    ]).state;
    expect(left.following).toBe(false);
    const back = followAgain(left, { step: 'ideate/evaluate', gathering: 0 }, 'define/domain');
    expect(back.navigateTo).toBe('ideate/evaluate');
    const arrived = decideFollow(back.state, { step: 'ideate/evaluate', gathering: 0 }, 'ideate/evaluate');
    expect(arrived.state.following).toBe(true);
    expect(arrived.navigateTo).toBeNull();
  });
});
