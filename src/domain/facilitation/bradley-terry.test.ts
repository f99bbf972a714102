import { describe, expect, it } from 'vitest';
import { type Comparisons, fitBradleyTerry, normalised } from './bradley-terry';

/** Pairs as [winner, loser, times]; the ideas are 0..n-1. */
function comparisons(n: number, results: [number, number, number][]): Comparisons {
  const pairs = new Map<string, [number, number, number]>();
  const wins = new Float64Array(n);
  for (const [winner, loser, times] of results) {
    const [a, b] = winner < loser ? [winner, loser] : [loser, winner];
    const entry = pairs.get(`${a}:${b}`) ?? [a, b, 0];
    entry[2] += times;
    pairs.set(`${a}:${b}`, entry);
    wins[winner] = wins[winner]! + times;
  }
  const list = [...pairs.values()];
  return {
    first: Int32Array.from(list, ([a]) => a),
    second: Int32Array.from(list, ([, b]) => b),
    count: Float64Array.from(list, ([, , count]) => count),
    wins,
  };
}

/**
 * At the fitted strengths each idea's wins (plus the prior's one) equal the wins the model expects of
 * it, against the others and against the virtual opponent of strength 1 met twice.
 */
function expectLikelihoodEquations(data: Comparisons, strength: Float64Array) {
  strength.forEach((p, i) => {
    let expected = (2 * p) / (p + 1);
    data.count.forEach((count, k) => {
      const [a, b] = [data.first[k]!, data.second[k]!];
      if (a === i) expected += (count * p) / (p + strength[b]!);
      if (b === i) expected += (count * p) / (p + strength[a]!);
    });
    expect(expected).toBeCloseTo(data.wins[i]! + 1, 6);
  });
}

describe('fitBradleyTerry', () => {
  it('solves the likelihood equations with the prior', () => {
    const data = comparisons(4, [
      [0, 1, 3],
      [1, 0, 1],
      [1, 2, 2],
      [2, 3, 4],
      [3, 0, 1],
      [0, 2, 2],
    ]);
    expectLikelihoodEquations(data, fitBradleyTerry(data, 1e-10));
  });

  it('keeps strengths finite when one idea wins everything, and leaves an idea never compared at 1', () => {
    const data = comparisons(5, [
      [0, 1, 20],
      [0, 2, 20],
      [0, 3, 20],
      [1, 2, 20],
      [1, 3, 20],
      [2, 3, 20],
    ]);
    const strength = fitBradleyTerry(data, 1e-10);
    expect(strength.every((p) => Number.isFinite(p) && p > 0)).toBe(true);
    expect(strength[4]).toBeCloseTo(1, 9);
    expect(strength[0]).toBeGreaterThan(strength[1]!);
    expect(strength[1]).toBeGreaterThan(strength[2]!);
    expect(strength[2]).toBeGreaterThan(strength[3]!);
    expectLikelihoodEquations(data, strength);
  });

  it('gives two evenly matched ideas the same strength, and a warm start the same answer', () => {
    const data = comparisons(2, [
      [0, 1, 5],
      [1, 0, 5],
    ]);
    const strength = fitBradleyTerry(data, 1e-10);
    expect(strength[0]).toBeCloseTo(1, 9);
    expect(strength[1]).toBeCloseTo(1, 9);
    const uneven = comparisons(2, [
      [0, 1, 7],
      [1, 0, 2],
    ]);
    const cold = fitBradleyTerry(uneven, 1e-10);
    const warm = fitBradleyTerry(uneven, 1e-10, Float64Array.from([0.2, 5]));
    expect(warm[0]).toBeCloseTo(cold[0]!, 8);
    expect(warm[1]).toBeCloseTo(cold[1]!, 8);
  });
});

describe('normalised', () => {
  it('scales strengths to sum to 1', () => {
    expect(normalised(Float64Array.from([1, 3]))).toEqual([0.25, 0.75]);
  });
});
