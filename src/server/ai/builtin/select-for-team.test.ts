import { describe, expect, it } from 'vitest';
import { MIN_SCORED_IDEAS } from '../../../domain/ideas';
import { TEAM_OF_SIX } from './idea-test-support';
import { loadIdeaCatalogue } from './load-idea-catalogue';
import { type Candidate, MIN_FIT, NEAR_FIT, selectForTeam } from './select-for-team';
import { candidatesFor, searchableCatalogue } from './team-composition';

const searchable = searchableCatalogue(loadIdeaCatalogue());
const real = candidatesFor(searchable, {
  domainId: 'retail_banking',
  subdomainId: 'cards_payments',
  problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
});

/** Real patterns with chosen relevances: `fits` close fits, `near` near ones, `far` far-fetched ones. */
function pool(fits: number, near: number, far: number): Candidate[] {
  const ranks = [...Array(fits).fill(1.2), ...Array(near).fill(0.85), ...Array(far).fill(0.6)] as number[];
  return ranks.map((rank, i) => ({ ...real[i]!, rank }));
}

const heard = (picks: ReturnType<typeof selectForTeam>) => new Set(picks.map((pick) => pick.persona.id)).size;
const ranks = (picks: ReturnType<typeof selectForTeam>) => picks.map((pick) => pick.candidate.rank);

describe('dealing patterns out to a team', () => {
  it('offers only close fits in the first round while any fit', () => {
    const picks = selectForTeam(TEAM_OF_SIX, pool(2, 5, 3), 2, 0);
    expect(ranks(picks)).toEqual([1.2, 1.2]);
  });

  it('on Regenerate, hears every persona no fit is left for with a broader option while near ones remain', () => {
    const picks = selectForTeam(TEAM_OF_SIX, pool(2, 5, 3), 2, 1);
    expect(heard(picks)).toBe(6);
    expect(picks.filter((pick) => pick.candidate.rank >= MIN_FIT)).toHaveLength(2);
    // One broader option each, none far-fetched: the fifth near pattern waits for a later round.
    expect(picks.filter((pick) => pick.candidate.rank < MIN_FIT)).toHaveLength(4);
    for (const rank of ranks(picks)) expect(rank).toBeGreaterThanOrEqual(NEAR_FIT);
  });

  it('on Regenerate with no fit left, gives each persona at most one broader option, as many as are near', () => {
    const picks = selectForTeam(TEAM_OF_SIX, pool(0, 4, 5), 2, 2);
    expect(picks).toHaveLength(4);
    expect(heard(picks)).toBe(4);
    for (const rank of ranks(picks)) expect(rank).toBe(0.85);
  });

  it('makes up the few ideas a team needs to score from near ones only when nothing fits, also for a small team', () => {
    expect(selectForTeam(TEAM_OF_SIX, pool(0, 5, 3), 2, 0)).toHaveLength(MIN_SCORED_IDEAS);
    const alone = selectForTeam(TEAM_OF_SIX.slice(0, 1), pool(0, 5, 3), 2, 1);
    expect(ranks(alone)).toEqual([0.85, 0.85]);
  });

  it('never offers a far-fetched pattern, in any round', () => {
    for (const round of [0, 1, 2]) expect(selectForTeam(TEAM_OF_SIX, pool(0, 0, 8), 2, round)).toEqual([]);
  });
});
