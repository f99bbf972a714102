import { describe, expect, it } from 'vitest';
import {
  commonDirection,
  cosine,
  dequantizeInt8,
  frequencyWeight,
  normalized,
  quantizeInt8,
  withoutComponent,
} from './vector-math';

describe('vector math', () => {
  it('measures cosine similarity, and calls a zero vector unrelated to everything', () => {
    expect(cosine([1, 0], [1, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 2])).toBeCloseTo(0);
    expect(cosine([1, 1], [-1, -1])).toBeCloseTo(-1);
    expect(cosine([0, 0], [1, 1])).toBe(0);
  });

  it('normalises to unit length and leaves a zero vector at zero', () => {
    expect(Array.from(normalized([3, 4]))).toEqual([expect.closeTo(0.6), expect.closeTo(0.8)]);
    expect(Array.from(normalized([0, 0]))).toEqual([0, 0]);
  });

  it('quantises to signed bytes with an error below half a step', () => {
    const original = [0.5, -0.25, 0.1, -0.9, 0];
    const { scale, values } = quantizeInt8(original);
    const restored = dequantizeInt8(values, scale);
    original.forEach((value, i) =>
      expect(Math.abs(restored[i]! - value)).toBeLessThanOrEqual(scale / 2 + 1e-7),
    );
    expect(Math.max(...Array.from(values, Math.abs))).toBe(127);
  });

  it('weighs frequent words near zero and rare words near one, rising with rank', () => {
    expect(frequencyWeight(1)).toBeLessThan(0.02);
    expect(frequencyWeight(1000)).toBeGreaterThan(0.85);
    expect(frequencyWeight(50_000)).toBeGreaterThan(0.99);
    expect(frequencyWeight(200)).toBeGreaterThan(frequencyWeight(100));
  });

  it('finds the direction vectors share and removes it', () => {
    const shared = [
      [3, 0.1, 0],
      [2.5, -0.2, 0.1],
      [3.2, 0, -0.1],
    ];
    const direction = commonDirection(shared, 3);
    expect(Math.abs(direction[0]!)).toBeGreaterThan(0.99);
    const rest = withoutComponent([3, 1, 0], direction);
    expect(Math.abs(rest[0]!)).toBeLessThan(0.1);
    expect(rest[1]).toBeCloseTo(1, 1);
  });

  it('gives the same direction on every run', () => {
    const vectors = [
      [1, 2, 3],
      [2, 1, 0],
    ];
    expect(Array.from(commonDirection(vectors, 3))).toEqual(Array.from(commonDirection(vectors, 3)));
  });
});
