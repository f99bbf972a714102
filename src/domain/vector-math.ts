/**
 * Small, pure vector arithmetic for meaning-based comparison of texts (word vectors averaged into
 * a text vector). Deterministic: the same input gives the same bits on every run.
 */

export type Vector = Float32Array;

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

export function norm(a: ArrayLike<number>): number {
  return Math.sqrt(dot(a, a));
}

/** A unit-length copy; the zero vector stays zero. */
export function normalized(a: ArrayLike<number>): Vector {
  const length = norm(a);
  const out = new Float32Array(a.length);
  if (length === 0) return out;
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]! / length;
  return out;
}

/** Cosine similarity in [-1, 1]; 0 when either vector is zero. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot(a, b) / denominator;
}

/** `target += weight * source`, in place. */
export function addScaled(target: Vector, source: ArrayLike<number>, weight: number): void {
  for (let i = 0; i < target.length; i += 1) target[i]! += weight * source[i]!;
}

/** The vector without its part along `unitDirection` (which must have length 1). */
export function withoutComponent(a: ArrayLike<number>, unitDirection: ArrayLike<number>): Vector {
  const along = dot(a, unitDirection);
  const out = Float32Array.from(a);
  addScaled(out, unitDirection, -along);
  return out;
}

/** One vector quantised to signed bytes with its own scale: value ~= byte * scale. */
export interface QuantizedVector {
  scale: number;
  values: Int8Array;
}

export function quantizeInt8(a: ArrayLike<number>): QuantizedVector {
  let largest = 0;
  for (let i = 0; i < a.length; i += 1) largest = Math.max(largest, Math.abs(a[i]!));
  const scale = largest === 0 ? 1 : largest / 127;
  const values = new Int8Array(a.length);
  for (let i = 0; i < a.length; i += 1) values[i] = Math.max(-127, Math.min(127, Math.round(a[i]! / scale)));
  return { scale: Math.fround(scale), values };
}

export function dequantizeInt8(values: Int8Array, scale: number): Vector {
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = values[i]! * scale;
  return out;
}

/**
 * How much a word says about a text's meaning, from its frequency rank in general English (1 =
 * the most frequent word). Smooth inverse frequency: a / (a + p(w)), with p(w) estimated from
 * Zipf's law over a vocabulary of about 400,000 words. "the" weighs about 0.01, a word ranked
 * 1,000th about 0.9, rare words nearly 1.
 */
export function frequencyWeight(rank: number): number {
  const HARMONIC = 13.5;
  const SMOOTHING = 1e-3;
  const probability = 1 / (Math.max(1, rank) * HARMONIC);
  return SMOOTHING / (SMOOTHING + probability);
}

/**
 * The direction most of the vectors share (first principal component, not centred), by power
 * iteration from a fixed start, so it is the same on every run. Removing it from text vectors keeps
 * "every text is about business" from making every pair of texts look alike.
 */
export function commonDirection(
  vectors: readonly ArrayLike<number>[],
  dimensions: number,
  iterations = 50,
): Vector {
  let direction: Vector = new Float32Array(dimensions).fill(1 / Math.sqrt(Math.max(1, dimensions)));
  for (let step = 0; step < iterations; step += 1) {
    const next = new Float32Array(dimensions);
    for (const vector of vectors) addScaled(next, vector, dot(vector, direction));
    const length = norm(next);
    if (length === 0) return next;
    direction = normalized(next);
  }
  return direction;
}
