import { describe, expect, it } from 'vitest';
import {
  PAIRWISE_COMPARISONS_PER_IDEA,
  pairwiseComparisonCount,
  pairwiseSchedule,
} from './pairwise-schedule';

const ideaIds = (n: number) => Array.from({ length: n }, (_, index) => `idea-${index + 1}`);
const pairKey = ([a, b]: [string, string]) => [a, b].sort().join('|');

function tally(pairs: [string, string][], ids: string[]) {
  const seen = new Map(ids.map((id) => [id, 0]));
  const leftMinusRight = new Map(ids.map((id) => [id, 0]));
  for (const [left, right] of pairs) {
    seen.set(left, seen.get(left)! + 1);
    seen.set(right, seen.get(right)! + 1);
    leftMinusRight.set(left, leftMinusRight.get(left)! + 1);
    leftMinusRight.set(right, leftMinusRight.get(right)! - 1);
  }
  return { seen: [...seen.values()], leftMinusRight: [...leftMinusRight.values()] };
}

describe('pairwiseSchedule', () => {
  it('asks one and a half comparisons per idea, rounded', () => {
    expect(PAIRWISE_COMPARISONS_PER_IDEA).toBe(1.5);
    expect(pairwiseSchedule(ideaIds(3), 'r1:u1')).toHaveLength(5);
    expect(pairwiseSchedule(ideaIds(10), 'r1:u1')).toHaveLength(15);
    expect(pairwiseSchedule(ideaIds(11), 'r1:u1')).toHaveLength(17);
    expect(pairwiseSchedule(ideaIds(60), 'r1:u1')).toHaveLength(90);
    expect(pairwiseComparisonCount(7)).toBe(11);
  });

  it('gives two ideas their single pair and fewer ideas none', () => {
    const [pair, ...rest] = pairwiseSchedule(['a', 'b'], 'seed');
    expect(rest).toEqual([]);
    expect([...pair!].sort()).toEqual(['a', 'b']);
    expect(pairwiseSchedule(['a'], 'seed')).toEqual([]);
    expect(pairwiseSchedule([], 'seed')).toEqual([]);
    expect(pairwiseSchedule(['a', 'a', 'a'], 'seed')).toEqual([]);
  });

  it('gives the same person the same list on every call and another person another list', () => {
    const ids = ideaIds(12);
    expect(pairwiseSchedule(ids, 'round-1:user-1')).toEqual(pairwiseSchedule(ids, 'round-1:user-1'));
    expect(pairwiseSchedule(ids, 'round-1:user-2')).not.toEqual(pairwiseSchedule(ids, 'round-1:user-1'));
    expect(pairwiseSchedule(ids, 'round-2:user-1')).not.toEqual(pairwiseSchedule(ids, 'round-1:user-1'));
  });

  it('shows every idea about equally often and on each side about equally often', () => {
    for (let n = 3; n <= 40; n += 1) {
      for (const seed of ['a', 'b', 'c', 'round-9:user-4']) {
        const ids = ideaIds(n);
        const { seen, leftMinusRight } = tally(pairwiseSchedule(ids, seed), ids);
        expect(Math.max(...seen) - Math.min(...seen), `n=${n} seed=${seed}`).toBeLessThanOrEqual(1);
        expect(Math.max(...leftMinusRight.map(Math.abs)), `n=${n} seed=${seed}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('never pairs an idea with itself and repeats no pair while others are unused', () => {
    for (let n = 3; n <= 40; n += 1) {
      const pairs = pairwiseSchedule(ideaIds(n), `seed-${n}`);
      expect(pairs.every(([left, right]) => left !== right)).toBe(true);
      const distinct = new Set(pairs.map(pairKey)).size;
      expect(distinct).toBe(Math.min(pairs.length, (n * (n - 1)) / 2));
    }
  });

  it('keeps to the ideas it was given', () => {
    const ids = ['x', 'y', 'z', 'w'];
    const pairs = pairwiseSchedule(ids, 'seed');
    expect(pairs.flat().every((id) => ids.includes(id))).toBe(true);
    expect(new Set(pairs.map(pairKey)).size).toBe(6);
  });

  it('rarely shows the same idea in two comparisons in a row', () => {
    const pairs = pairwiseSchedule(ideaIds(20), 'round-1:user-1');
    const back = pairs.slice(1).filter((pair, index) => pair.some((id) => pairs[index]!.includes(id)));
    expect(back).toEqual([]);
  });

  it('lets a team of people cover most of the pairs between them', () => {
    const ids = ideaIds(10);
    const covered = new Set<string>();
    for (let person = 1; person <= 8; person += 1) {
      for (const pair of pairwiseSchedule(ids, `round-1:user-${person}`)) covered.add(pairKey(pair));
    }
    expect(covered.size).toBeGreaterThanOrEqual(40);
  });
});
