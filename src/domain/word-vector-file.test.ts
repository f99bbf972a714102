import { describe, expect, it } from 'vitest';
import { normalized, quantizeInt8 } from './vector-math';
import { WordVectorFileError, decodeWordVectors, encodeWordVectors } from './word-vector-file';

function sample() {
  const raw = { bank: [1, 0, 0], loan: [0.8, 0.6, 0], river: [0, 0, 1] };
  const words = Object.keys(raw);
  const values = new Int8Array(words.length * 3);
  const scales: number[] = [];
  Object.values(raw).forEach((vector, i) => {
    const q = quantizeInt8(normalized(vector));
    values.set(q.values, i * 3);
    scales.push(q.scale);
  });
  return {
    dimensions: 3,
    commonDirection: new Float32Array([0, 1, 0]),
    words,
    ranks: [10, 200, 3000],
    scales,
    values,
    contentWeights: [0.2, 1, 1],
  };
}

describe('word-vector file', () => {
  it('reads back the words, their ranks, their vectors and the common direction it wrote', () => {
    const vectors = decodeWordVectors(encodeWordVectors(sample()));
    expect(vectors.size).toBe(3);
    expect(vectors.rankOf('loan')).toBe(200);
    expect(Array.from(vectors.vectorOf('loan')!)).toEqual([
      expect.closeTo(0.8, 2),
      expect.closeTo(0.6, 2),
      0,
    ]);
    expect(Array.from(vectors.commonDirection)).toEqual([0, 1, 0]);
    expect(vectors.vectorOf('mortgage')).toBeUndefined();
    expect(vectors.rankOf('mortgage')).toBeUndefined();
    expect(vectors.contentWeightOf('bank')).toBeCloseTo(0.2, 2);
    expect(vectors.contentWeightOf('mortgage')).toBe(1);
  });

  it('refuses bytes that are not a word-vector file, or are cut short', () => {
    expect(() => decodeWordVectors(new TextEncoder().encode('{"words": []}'))).toThrow(WordVectorFileError);
    const bytes = encodeWordVectors(sample());
    expect(() => decodeWordVectors(bytes.subarray(0, 40))).toThrow(/truncated/);
  });
});
