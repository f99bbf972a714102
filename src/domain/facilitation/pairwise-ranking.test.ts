import { describe, expect, it } from 'vitest';
import { pairwiseRankingSchema } from './facilitation-results';
import {
  type PairwiseChoice,
  type PairwiseIdea,
  pairwiseRankingFor,
  rankPairwise,
  rankingSureness,
} from './pairwise-ranking';
import { pairwiseSchedule } from './pairwise-schedule';

const AT = '2026-11-26T15:00:00.000Z';
const idea = (title: string): PairwiseIdea => ({ id: `id-${title.toLowerCase()}`, title });
const FIVE = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map(idea);

/** Every pair once per round: the idea earlier in `order` wins. */
function roundRobin(order: readonly PairwiseIdea[], rounds: number): PairwiseChoice[] {
  const choices: PairwiseChoice[] = [];
  for (let round = 0; round < rounds; round += 1) {
    order.forEach((winner, i) =>
      order.slice(i + 1).forEach((loser) => choices.push({ winner: winner.id, loser: loser.id })),
    );
  }
  return choices;
}

const titles = (ranked: { title: string }[]) => ranked.map((entry) => entry.title);

describe('rankPairwise', () => {
  it('ranks an idea that beats everyone first, the one that beats all but it second, and so on', () => {
    const ranked = rankPairwise(FIVE, roundRobin([FIVE[2]!, FIVE[0]!, FIVE[4]!, FIVE[1]!, FIVE[3]!], 2), AT);
    expect(titles(ranked)).toEqual(['Charlie', 'Alpha', 'Echo', 'Bravo', 'Delta']);
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(ranked.every((entry) => entry.comparisons === 8)).toBe(true);
    const strengths = ranked.map((entry) => entry.strength);
    expect(strengths.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 9);
    expect([...strengths].sort((x, y) => y - x)).toEqual(strengths);
  });

  it('keeps the strength of an unbeaten idea finite, and every place inside its interval', () => {
    const ranked = rankPairwise(FIVE, roundRobin(FIVE, 1), AT);
    for (const entry of ranked) {
      expect(Number.isFinite(entry.strength)).toBe(true);
      expect(entry.strength).toBeGreaterThan(0);
      expect(entry.rankHigh).toBeLessThanOrEqual(entry.rank);
      expect(entry.rankLow).toBeGreaterThanOrEqual(entry.rank);
    }
    expect(ranked[0]!.strength).toBeLessThan(1);
  });

  it('is low on sureness when the choices go round in a circle', () => {
    const [a, b, c] = FIVE.map((entry) => entry.id);
    const cycle: PairwiseChoice[] = Array.from({ length: 5 }, () => [
      { winner: a!, loser: b! },
      { winner: b!, loser: c! },
      { winner: c!, loser: a! },
    ]).flat();
    const ranked = rankPairwise(FIVE.slice(0, 3), cycle, AT);
    expect(ranked.map((entry) => entry.sureness)).toEqual(['low', 'low', 'low']);
    expect(ranked.every((entry) => entry.rankHigh === 1 && entry.rankLow === 3)).toBe(true);
    const strengths = ranked.map((entry) => entry.strength);
    expect(Math.max(...strengths) - Math.min(...strengths)).toBeLessThan(1e-6);
    expect(titles(ranked)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('grows surer as the same picture comes back from more people', () => {
    const six = [...FIVE, idea('Foxtrot')];
    const once = rankPairwise(six, roundRobin(six, 1), AT);
    const often = rankPairwise(six, roundRobin(six, 8), AT);
    const width = (ranked: typeof once) =>
      ranked.reduce((sum, entry) => sum + entry.rankLow - entry.rankHigh, 0);
    expect(width(often)).toBeLessThan(width(once));
    expect(often.filter((entry) => entry.sureness === 'high').length).toBeGreaterThan(
      once.filter((entry) => entry.sureness === 'high').length,
    );
    expect(often.every((entry) => entry.sureness === 'high')).toBe(true);
    expect(titles(often)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot']);
  });

  it('ranks an idea nobody compared in the middle, with low sureness, and ties by title', () => {
    const ideas = [idea('Zulu'), ...FIVE.slice(0, 2), idea('Yankee')];
    const ranked = rankPairwise(ideas, roundRobin(FIVE.slice(0, 2), 3), AT);
    const unseen = ranked.filter((entry) => entry.comparisons === 0);
    expect(titles(unseen)).toEqual(['Yankee', 'Zulu']);
    expect(unseen.every((entry) => entry.sureness === 'low' && Number.isFinite(entry.strength))).toBe(true);
    expect(titles(ranked)).toEqual(['Alpha', 'Yankee', 'Zulu', 'Bravo']);
    expect(titles(rankPairwise([idea('Zulu'), idea('Alpha')], [], AT))).toEqual(['Alpha', 'Zulu']);
  });

  it('leaves out choices about ideas it was not given or an idea against itself', () => {
    const choices = [
      ...roundRobin(FIVE.slice(0, 3), 1),
      { winner: 'gone', loser: FIVE[0]!.id },
      { winner: FIVE[2]!.id, loser: FIVE[2]!.id },
    ];
    const ranked = rankPairwise(FIVE.slice(0, 3), choices, AT);
    expect(ranked.map((entry) => entry.comparisons)).toEqual([2, 2, 2]);
    expect(rankPairwise([], choices, AT)).toEqual([]);
  });

  it('gives the same answer for the same choices', () => {
    const choices = roundRobin(FIVE, 1).concat(roundRobin([...FIVE].reverse(), 1).slice(0, 4));
    expect(rankPairwise(FIVE, choices, AT)).toEqual(rankPairwise(FIVE, choices, AT));
  });
});

describe('rankingSureness', () => {
  it('reads the interval against the number of ideas and comparisons', () => {
    expect(rankingSureness(2, 2, 3, 5)).toBe('low');
    expect(rankingSureness(2, 2, 4, 5)).toBe('high');
    expect(rankingSureness(2, 3, 12, 10)).toBe('high');
    expect(rankingSureness(2, 3, 11, 10)).toBe('medium');
    expect(rankingSureness(2, 3, 20, 5)).toBe('medium');
    expect(rankingSureness(1, 3, 20, 5)).toBe('low');
    expect(rankingSureness(10, 22, 40, 60)).toBe('medium');
    expect(rankingSureness(10, 23, 40, 60)).toBe('low');
  });
});

describe('pairwiseRankingFor', () => {
  it('ranks both criteria, each in its own order, and counts the comparisons made', () => {
    const appeal = roundRobin(FIVE, 2);
    const fit = roundRobin([...FIVE].reverse(), 2);
    const ranking = pairwiseRankingFor(FIVE, { appeal, fit }, 4, AT);
    expect(titles(ranking.appeal)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(titles(ranking.fit)).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
    expect(ranking).toMatchObject({ at: AT, participants: 4, comparisons: 20 });
    expect(pairwiseRankingSchema.parse(ranking)).toEqual(ranking);
  });

  it('ranks 60 ideas compared by 12 people quickly and finds the strong ones', () => {
    const ideas = Array.from({ length: 60 }, (_, index) => ({
      id: `idea-${index}`,
      title: `Idea ${String(index).padStart(2, '0')}`,
    }));
    const appeal: PairwiseChoice[] = [];
    const fit: PairwiseChoice[] = [];
    for (let person = 0; person < 12; person += 1) {
      pairwiseSchedule(
        ideas.map((entry) => entry.id),
        `round:${person}`,
      ).forEach(([left, right], index) => {
        const [better, worse] =
          Number(left.slice(5)) < Number(right.slice(5)) ? [left, right] : [right, left];
        // One choice in five goes against the underlying order, as people disagree.
        const surprise = (person + index) % 5 === 0;
        appeal.push(surprise ? { winner: worse, loser: better } : { winner: better, loser: worse });
        fit.push({ winner: worse, loser: better });
      });
    }
    const cpu = process.cpuUsage();
    const ranking = pairwiseRankingFor(ideas, { appeal, fit }, 12, AT);
    const { user, system } = process.cpuUsage(cpu);
    // CPU time, not wall time: generous for a shared 2-core machine; usually well under a second.
    expect((user + system) / 1000).toBeLessThan(5000);
    expect(ranking.comparisons).toBe(12 * 90);
    const topTen = ranking.appeal.slice(0, 10).map((entry) => Number(entry.ideaId.slice(5)));
    expect(topTen.filter((index) => index < 20).length).toBeGreaterThanOrEqual(8);
    expect(ranking.fit[0]!.ideaId).not.toBe('idea-0');
    expect(Number(ranking.fit[0]!.ideaId.slice(5))).toBeGreaterThanOrEqual(40);
    expect(pairwiseRankingSchema.safeParse(ranking).success).toBe(true);
  });
});
