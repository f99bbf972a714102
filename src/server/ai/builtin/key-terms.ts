import { STOP_WORDS, stem, tokenize } from './text';

/** Common function words of the other languages bank staff are likely to type. */
const OTHER_LANGUAGE_STOP_WORDS = new Set(
  `der die das den dem des und oder ist sind ein eine einen einer nicht mit von zu für auf im bei
  aus wie weil dass sie wir ihr es le la les un une des du et ou est sont pour avec dans par que qui
  pas ce cette el los las una unos y o es son por para con en del que se lo al het een van voor
  niet il gli di da per che non sono ab an um müssen können sollen wollen werden haben sein wird
  doivent peuvent avoir être deben pueden tienen tener ser`.split(/\s+/),
);

/** Words that are grammatical or too vague to name what a problem is about. */
const WEAK_WORDS = new Set(
  `problem problems issue issues challenge challenges way ways lot lots many much often still
  currently today new better best good more less take takes took make makes made get gets got go goes
  going want wants wanted need needs needed use uses used using like also long able hard easy etc
  however therefore although because since due try tries trying keep keeps find finds difficult
  high low big small fast slow quick quickly help helps helping require requires required provide
  provides ensure ensures allow allows enable enables add adds adding`.split(/\s+/),
);

/** Vague on their own in a banking tool, so they only fill space left by sharper words. */
const GENERIC_WORDS = new Set(
  'bank banks banking customer customers client clients user users people time times'.split(' '),
);

const MAX_TERMS = 4;
const MAX_TERM_LENGTH = 40;

interface Candidate {
  text: string;
  stems: string[];
  score: number;
  position: number;
}

function isContentWord(word: string): boolean {
  if (/^\d+$/.test(word)) return false;
  return !STOP_WORDS.has(word) && !OTHER_LANGUAGE_STOP_WORDS.has(word) && !WEAK_WORDS.has(word);
}

/** Runs of adjacent content words; punctuation and stop words end a run. */
function contentRuns(text: string): string[][] {
  const clauses = text.slice(0, 5000).split(/[.,;:!?()[\]{}"\n\r\t/|]+/);
  const runs: string[][] = [];
  for (const clause of clauses) {
    let run: string[] = [];
    for (const word of tokenize(clause)) {
      if (isContentWord(word)) {
        run.push(word);
      } else if (run.length > 0) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length > 0) runs.push(run);
  }
  return runs;
}

function wordWeight(word: string, frequency: Map<string, number>): number {
  if (GENERIC_WORDS.has(word)) return 0.5;
  const specificity = Math.min(word.length, 12) / 12;
  return (frequency.get(stem(word)) ?? 1) + specificity;
}

function buildCandidates(runs: string[][]): Candidate[] {
  const frequency = new Map<string, number>();
  for (const word of runs.flat()) frequency.set(stem(word), (frequency.get(stem(word)) ?? 0) + 1);
  const candidates: Candidate[] = [];
  let position = 0;
  for (const run of runs) {
    run.forEach((word, i) => {
      const weight = wordWeight(word, frequency);
      candidates.push({ text: word, stems: [stem(word)], score: weight, position: position + i });
      const next = run[i + 1];
      if (next !== undefined && stem(next) !== stem(word)) {
        // English noun phrases put the head last, so the pair closing a run is usually the topic.
        const closesRun = i + 2 === run.length ? 0.15 : 0;
        const pairScore = 0.6 * (weight + wordWeight(next, frequency)) + closesRun;
        const stems = [stem(word), stem(next)];
        candidates.push({ text: `${word} ${next}`, stems, score: pairScore, position: position + i });
      }
    });
    position += run.length;
  }
  return candidates;
}

/**
 * The 2-4 most telling terms of a problem statement (single words or two-word phrases), best
 * first. Works on any script; returns an empty list when the text holds no words at all.
 */
export function extractKeyTerms(text: string): string[] {
  const candidates = buildCandidates(contentRuns(text));
  candidates.sort((a, b) => b.score - a.score || a.position - b.position);
  const chosen: Candidate[] = [];
  const usedStems = new Set<string>();
  for (const candidate of candidates) {
    if (chosen.length === MAX_TERMS) break;
    if (candidate.stems.some((s) => usedStems.has(s))) continue;
    chosen.push(candidate);
    candidate.stems.forEach((s) => usedStems.add(s));
  }
  return chosen.map((candidate) => candidate.text.slice(0, MAX_TERM_LENGTH));
}
