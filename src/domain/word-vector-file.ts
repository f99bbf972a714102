import { type Vector, dequantizeInt8, normalized } from './vector-math';

/**
 * The compact word-vector file the built-in engine reads at start (content/word-vectors.bin,
 * written by scripts/build-word-vectors.ts). Little-endian:
 *
 *   "WVQ1" | uint32 dimensions | uint32 count
 *   float32[dimensions]  common direction of the content's text vectors (removed from every text vector)
 *   float32[count]       per-word scale of the quantised values
 *   uint32[count]        the word's frequency rank in general English (1 = most frequent)
 *   int8[count * dimensions]  unit-length word vectors, quantised
 *   uint8[count]         how much the word tells one of our texts from another (255 = fully; words
 *                        most of our content uses, such as "customers", less)
 *   utf-8                the words, one per line, in the same order
 */
const MAGIC = 'WVQ1';
const HEADER_BYTES = 12;

export interface WordVectorSource {
  dimensions: number;
  commonDirection: Vector;
  words: readonly string[];
  ranks: readonly number[];
  scales: readonly number[];
  /** count * dimensions quantised values, word after word. */
  values: Int8Array;
  /** 0-1 per word: 1 for words our content rarely uses, less for words most of it uses. */
  contentWeights: readonly number[];
}

export interface WordVectors {
  dimensions: number;
  size: number;
  /** The direction shared by most texts; text vectors are compared without it. */
  commonDirection: Vector;
  /** The word's unit vector, or undefined for a word outside the vocabulary. */
  vectorOf(word: string): Vector | undefined;
  /** Frequency rank in general English (1 = most frequent), or undefined. */
  rankOf(word: string): number | undefined;
  /** 0-1: how much the word tells our texts apart (1 for unknown words). */
  contentWeightOf(word: string): number;
}

export class WordVectorFileError extends Error {
  constructor(message: string) {
    super(`Word-vector file: ${message}`);
    this.name = 'WordVectorFileError';
  }
}

export function encodeWordVectors(source: WordVectorSource): Uint8Array {
  const { dimensions, words } = source;
  const count = words.length;
  const text = new TextEncoder().encode(words.join('\n'));
  const floatsBytes = 4 * (dimensions + count + count);
  const total = HEADER_BYTES + floatsBytes + count * dimensions + count + text.length;
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(4, dimensions, true);
  view.setUint32(8, count, true);
  let offset = HEADER_BYTES;
  for (let i = 0; i < dimensions; i += 1, offset += 4)
    view.setFloat32(offset, source.commonDirection[i] ?? 0, true);
  for (let i = 0; i < count; i += 1, offset += 4) view.setFloat32(offset, source.scales[i] ?? 1, true);
  for (let i = 0; i < count; i += 1, offset += 4) view.setUint32(offset, source.ranks[i] ?? 0, true);
  bytes.set(new Uint8Array(source.values.buffer, source.values.byteOffset, count * dimensions), offset);
  offset += count * dimensions;
  for (let i = 0; i < count; i += 1, offset += 1)
    bytes[offset] = Math.round(255 * Math.max(0, Math.min(1, source.contentWeights[i] ?? 1)));
  bytes.set(text, offset);
  return bytes;
}

/** Reads the file's bytes; word vectors are dequantised on first use, then kept. */
export function decodeWordVectors(bytes: Uint8Array): WordVectors {
  if (bytes.length < HEADER_BYTES || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) {
    throw new WordVectorFileError('not a WVQ1 file; run `npx tsx scripts/build-word-vectors.ts`.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dimensions = view.getUint32(4, true);
  const count = view.getUint32(8, true);
  const valuesStart = HEADER_BYTES + 4 * (dimensions + 2 * count);
  const weightsStart = valuesStart + count * dimensions;
  const textStart = weightsStart + count;
  if (dimensions === 0 || textStart > bytes.length) throw new WordVectorFileError('the file is truncated.');
  const common = new Float32Array(dimensions);
  for (let i = 0; i < dimensions; i += 1) common[i] = view.getFloat32(HEADER_BYTES + 4 * i, true);
  const scaleAt = (i: number) => view.getFloat32(HEADER_BYTES + 4 * (dimensions + i), true);
  const rankAt = (i: number) => view.getUint32(HEADER_BYTES + 4 * (dimensions + count + i), true);
  const words = new TextDecoder().decode(bytes.subarray(textStart)).split('\n');
  if (words.length !== count)
    throw new WordVectorFileError(`expected ${count} words, found ${words.length}.`);
  const indexOf = new Map<string, number>();
  words.forEach((word, i) => indexOf.set(word, i));
  const cache = new Map<number, Vector>();
  const values = new Int8Array(bytes.buffer, bytes.byteOffset + valuesStart, count * dimensions);
  return {
    dimensions,
    size: count,
    commonDirection: normalized(common),
    vectorOf(word) {
      const index = indexOf.get(word);
      if (index === undefined) return undefined;
      let vector = cache.get(index);
      if (!vector) {
        vector = dequantizeInt8(
          values.subarray(index * dimensions, (index + 1) * dimensions),
          scaleAt(index),
        );
        cache.set(index, vector);
      }
      return vector;
    },
    contentWeightOf(word) {
      const index = indexOf.get(word);
      return index === undefined ? 1 : bytes[weightsStart + index]! / 255;
    },
    rankOf(word) {
      const index = indexOf.get(word);
      return index === undefined ? undefined : rankAt(index);
    },
  };
}
