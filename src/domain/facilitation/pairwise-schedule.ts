import { randomIndex, seededRandom, shuffled } from './seeded-random';

/**
 * The comparisons one person is shown in a pairwise round (issue 23): about one and a half per idea,
 * so a round of 20 ideas asks 30 quick "which of these two?" questions. The list is a function of the
 * ideas and a seed alone (the server passes roundId + userId), so a reload shows the same list, while
 * another person's seed picks other pairs and the team between them covers many more.
 *
 * What the list keeps to:
 * - each idea appears as evenly as possible (its count differs from any other's by at most one);
 * - no pair comes twice while pairs not yet shown remain (only three ideas ask for 5 of 3 pairs);
 * - each idea sits on the left about as often as on the right;
 * - the order is shuffled, and two comparisons in a row share no idea when that can be avoided.
 * Fewer than three ideas: two give their single pair, one or none give no comparisons.
 */
export const PAIRWISE_COMPARISONS_PER_IDEA = 1.5;

type IndexPair = [number, number];

/** How many comparisons a person makes for this many ideas. */
export function pairwiseComparisonCount(ideas: number): number {
  if (ideas < 2) return 0;
  if (ideas === 2) return 1;
  return Math.round(PAIRWISE_COMPARISONS_PER_IDEA * ideas);
}

export function pairwiseSchedule(ideaIds: readonly string[], seed: string): [string, string][] {
  const ids = [...new Set(ideaIds)];
  const random = seededRandom(seed);
  const chosen = evenOut(choosePairs(ids.length, pairwiseComparisonCount(ids.length), random), ids.length);
  const ordered = spreadApart(shuffled(orientPairs(chosen, ids.length, random), random));
  return ordered.map(([left, right]) => [ids[left]!, ids[right]!]);
}

function allPairs(n: number): IndexPair[] {
  const pairs: IndexPair[] = [];
  for (let a = 0; a < n; a += 1) for (let b = a + 1; b < n; b += 1) pairs.push([a, b]);
  return pairs;
}

/**
 * Greedy: each time, the unused pair whose less-seen idea has been seen least, then whose other idea
 * has; the seeded shuffle of the candidates breaks ties. When every pair is used they all become free again.
 */
function choosePairs(n: number, count: number, random: () => number): IndexPair[] {
  const candidates = shuffled(allPairs(n), random);
  const seen = new Array<number>(n).fill(0);
  let used = new Array<boolean>(candidates.length).fill(false);
  let unused = candidates.length;
  const chosen: IndexPair[] = [];
  while (chosen.length < count) {
    if (unused === 0) {
      used = used.map(() => false);
      unused = candidates.length;
    }
    let best = -1;
    let bestKey = Infinity;
    candidates.forEach(([a, b], index) => {
      if (used[index]) return;
      const key = Math.min(seen[a]!, seen[b]!) * (count + 1) + Math.max(seen[a]!, seen[b]!);
      if (key < bestKey) [best, bestKey] = [index, key];
    });
    const pair = candidates[best]!;
    used[best] = true;
    unused -= 1;
    seen[pair[0]] = seen[pair[0]]! + 1;
    seen[pair[1]] = seen[pair[1]]! + 1;
    chosen.push(pair);
  }
  return chosen;
}

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

function appearances(pairs: readonly IndexPair[], n: number): number[] {
  const seen = new Array<number>(n).fill(0);
  for (const [a, b] of pairs) {
    seen[a] = seen[a]! + 1;
    seen[b] = seen[b]! + 1;
  }
  return seen;
}

/**
 * The greedy choice can end with an idea seen twice less than another. Then a pair of the most-seen
 * idea (hi, x) becomes (lo, x) for the least-seen lo, where that pair is not already in the list.
 */
function evenOut(pairs: IndexPair[], n: number): IndexPair[] {
  for (;;) {
    const seen = appearances(pairs, n);
    const lo = seen.indexOf(Math.min(...seen));
    const hi = seen.indexOf(Math.max(...seen));
    if (seen[hi]! - seen[lo]! < 2) return pairs;
    const present = new Set(pairs.map(([a, b]) => pairKey(a, b)));
    const movable = pairs.findIndex(([a, b]) => {
      const other = a === hi ? b : b === hi ? a : -1;
      return other !== -1 && other !== lo && !present.has(pairKey(lo, other));
    });
    if (movable === -1) return pairs;
    const [a, b] = pairs[movable]!;
    pairs[movable] = [lo, a === hi ? b : a];
  }
}

/**
 * Left and right balanced to within one for every idea: the pairs are walked as trails, each trail
 * starting at an idea with an odd number of comparisons still unwalked (or, when none is left, at any),
 * and each pair is shown in the direction its trail went through it. A trail passes through an idea
 * as often leaving as arriving, so only its two ends lean, by one, and an idea ends at most one trail.
 */
function orientPairs(pairs: readonly IndexPair[], n: number, random: () => number): IndexPair[] {
  const incident: number[][] = Array.from({ length: n }, () => []);
  pairs.forEach(([a, b], index) => {
    incident[a]!.push(index);
    incident[b]!.push(index);
  });
  const remaining = incident.map((edges) => edges.length);
  const walked = new Array<boolean>(pairs.length).fill(false);
  const oriented: IndexPair[] = [];
  const nextStart = () => {
    const odd = remaining.findIndex((degree) => degree % 2 === 1);
    return odd !== -1 ? odd : remaining.findIndex((degree) => degree > 0);
  };
  for (let start = nextStart(); start !== -1; start = nextStart()) {
    const trail: IndexPair[] = [];
    let at = start;
    for (
      let edge = incident[at]!.find((index) => !walked[index]);
      edge !== undefined;
      edge = incident[at]!.find((index) => !walked[index])
    ) {
      const [a, b] = pairs[edge]!;
      const to = a === at ? b : a;
      walked[edge] = true;
      remaining[at] = remaining[at]! - 1;
      remaining[to] = remaining[to]! - 1;
      trail.push([at, to]);
      at = to;
    }
    const reversed = randomIndex(random, 2) === 0;
    oriented.push(...(reversed ? trail.map(([from, to]): IndexPair => [to, from]) : trail));
  }
  return oriented;
}

const shareAnIdea = (x: IndexPair, y: IndexPair) =>
  x[0] === y[0] || x[0] === y[1] || x[1] === y[0] || x[1] === y[1];

/** Moves a later comparison forward wherever two in a row would show the same idea. */
function spreadApart(pairs: IndexPair[]): IndexPair[] {
  for (let i = 1; i < pairs.length; i += 1) {
    const previous = pairs[i - 1]!;
    if (!shareAnIdea(previous, pairs[i]!)) continue;
    const later = pairs.findIndex((pair, index) => index > i && !shareAnIdea(previous, pair));
    if (later !== -1) [pairs[i], pairs[later]] = [pairs[later]!, pairs[i]!];
  }
  return pairs;
}
