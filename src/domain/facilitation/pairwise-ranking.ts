import { type Comparisons, fitBradleyTerry, normalised } from './bradley-terry';
import type { PairwiseRankedIdea, PairwiseRanking, RankingSureness } from './facilitation-results';
import { randomIndex, seededRandom } from './seeded-random';

/**
 * The team's pairwise choices turned into a ranking (issue 23): Bradley-Terry strengths
 * (bradley-terry.ts), rank 1 the strongest, and for each idea the range of places it could hold,
 * from refitting the model on resamples of the choices.
 *
 * Rank interval: 200 bootstrap resamples (choices drawn with replacement, as many as were made),
 * seeded by the round's close time, so the same choices give the same intervals on every machine.
 * rankHigh..rankLow holds the middle 90% of an idea's places in the resamples, widened to include
 * its place in the ranking itself. rankHigh is the better (smaller) number.
 *
 * Sureness, from the interval's width (rankLow - rankHigh) and the idea's comparisons:
 * - low: fewer than 4 comparisons, or a width above the medium limit;
 * - high: width 0, or width 1 among ten or more ideas with at least 12 comparisons;
 * - medium: a width up to a fifth of the ideas (at least 1).
 */

export interface PairwiseIdea {
  id: string;
  title: string;
}

export interface PairwiseChoice {
  winner: string;
  loser: string;
}

export const BOOTSTRAP_RESAMPLES = 200;
const INTERVAL = 0.9;
export const MIN_COMPARISONS_FOR_SURENESS = 4;
const FIT_TOLERANCE = 1e-9;
const RESAMPLE_TOLERANCE = 1e-4;
/** Strengths closer than this are a tie, broken by title: floating-point noise must not order ideas. */
const TIE = 1e-9;
const TITLE_MAX = 200;

interface IndexedChoice {
  winner: number;
  loser: number;
  pair: number;
}

/** The valid choices by idea index, each with the index of its pair among the pairs that met. */
function indexChoices(ideas: readonly PairwiseIdea[], choices: readonly PairwiseChoice[]) {
  const indexOf = new Map(ideas.map((idea, index) => [idea.id, index]));
  const pairIndex = new Map<string, number>();
  const first: number[] = [];
  const second: number[] = [];
  const indexed: IndexedChoice[] = [];
  for (const choice of choices) {
    const winner = indexOf.get(choice.winner);
    const loser = indexOf.get(choice.loser);
    if (winner === undefined || loser === undefined || winner === loser) continue;
    const key = winner < loser ? `${winner}:${loser}` : `${loser}:${winner}`;
    if (!pairIndex.has(key)) {
      pairIndex.set(key, first.length);
      first.push(Math.min(winner, loser));
      second.push(Math.max(winner, loser));
    }
    indexed.push({ winner, loser, pair: pairIndex.get(key)! });
  }
  return { indexed, first: Int32Array.from(first), second: Int32Array.from(second) };
}

type Indexed = ReturnType<typeof indexChoices>;

/** The comparisons of some of the choices (all of them, or a resample), ready to fit. */
function comparisonsOf(
  chosen: readonly IndexedChoice[],
  ideas: number,
  { first, second }: Indexed,
): Comparisons {
  const wins = new Float64Array(ideas);
  const count = new Float64Array(first.length);
  for (const choice of chosen) {
    wins[choice.winner] = wins[choice.winner]! + 1;
    count[choice.pair] = count[choice.pair]! + 1;
  }
  return { first, second, count, wins };
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const compareText = (x: string, y: string) => collator.compare(x, y) || (x < y ? -1 : x > y ? 1 : 0);

/** Places by index (1 the strongest), ties within TIE broken by title, then id. */
function placesOf(strength: Float64Array, ideas: readonly PairwiseIdea[]): number[] {
  const order = ideas
    .map((_, index) => index)
    .sort((x, y) => {
      const gap = strength[y]! - strength[x]!;
      if (Math.abs(gap) > TIE * Math.max(strength[x]!, strength[y]!)) return gap;
      return compareText(ideas[x]!.title, ideas[y]!.title) || compareText(ideas[x]!.id, ideas[y]!.id);
    });
  const places = new Array<number>(ideas.length);
  order.forEach((index, place) => (places[index] = place + 1));
  return places;
}

function bootstrapPlaces(
  indexed: Indexed,
  ideas: readonly PairwiseIdea[],
  fitted: Float64Array,
  seed: string,
): number[][] {
  const random = seededRandom(`pairwise-bootstrap:${seed}`);
  const placesByIdea: number[][] = ideas.map(() => []);
  const choices = indexed.indexed;
  if (choices.length === 0) return placesByIdea;
  for (let resample = 0; resample < BOOTSTRAP_RESAMPLES; resample += 1) {
    const drawn = Array.from({ length: choices.length }, () => choices[randomIndex(random, choices.length)]!);
    const places = placesOf(
      fitBradleyTerry(comparisonsOf(drawn, ideas.length, indexed), RESAMPLE_TOLERANCE, fitted),
      ideas,
    );
    places.forEach((place, index) => placesByIdea[index]!.push(place));
  }
  return placesByIdea;
}

function interval(resampled: readonly number[], place: number): { rankHigh: number; rankLow: number } {
  if (resampled.length === 0) return { rankHigh: place, rankLow: place };
  const sorted = [...resampled].sort((x, y) => x - y);
  const tail = (1 - INTERVAL) / 2;
  const high = sorted[Math.floor(tail * (sorted.length - 1))]!;
  const low = sorted[Math.ceil((1 - tail) * (sorted.length - 1))]!;
  return { rankHigh: Math.min(high, place), rankLow: Math.max(low, place) };
}

export function rankingSureness(
  rankHigh: number,
  rankLow: number,
  comparisons: number,
  ideas: number,
): RankingSureness {
  const width = rankLow - rankHigh;
  if (comparisons < MIN_COMPARISONS_FOR_SURENESS) return 'low';
  if (width === 0 || (width === 1 && ideas >= 10 && comparisons >= 12)) return 'high';
  return width <= Math.max(1, Math.floor(ideas / 5)) ? 'medium' : 'low';
}

/** Ideas by rank, best first. Choices naming an idea not listed, or the same idea twice, are left out. */
export function rankPairwise(
  ideas: readonly PairwiseIdea[],
  choices: readonly PairwiseChoice[],
  at: string,
): PairwiseRankedIdea[] {
  const distinct = [...new Map(ideas.map((idea) => [idea.id, idea])).values()];
  const indexed = indexChoices(distinct, choices);
  const fitted = fitBradleyTerry(comparisonsOf(indexed.indexed, distinct.length, indexed), FIT_TOLERANCE);
  const strength = normalised(fitted);
  const places = placesOf(fitted, distinct);
  const resampled = bootstrapPlaces(indexed, distinct, fitted, at);
  const comparisons = distinct.map(() => 0);
  for (const { winner, loser } of indexed.indexed) {
    comparisons[winner] = comparisons[winner]! + 1;
    comparisons[loser] = comparisons[loser]! + 1;
  }
  return distinct
    .map((idea, index) => {
      const { rankHigh, rankLow } = interval(resampled[index]!, places[index]!);
      return {
        ideaId: idea.id,
        title: idea.title.slice(0, TITLE_MAX),
        rank: places[index]!,
        strength: strength[index]!,
        rankHigh,
        rankLow,
        sureness: rankingSureness(rankHigh, rankLow, comparisons[index]!, distinct.length),
        comparisons: comparisons[index]!,
      };
    })
    .sort((x, y) => x.rank - y.rank);
}

/**
 * Both criteria of a pairwise round. Each comparison a person makes answers both questions, so the
 * round's comparison count is that of the criterion with more valid choices.
 */
export function pairwiseRankingFor(
  ideas: readonly PairwiseIdea[],
  choicesByCriterion: { appeal: readonly PairwiseChoice[]; fit: readonly PairwiseChoice[] },
  participants: number,
  at: string,
): PairwiseRanking {
  const appeal = rankPairwise(ideas, choicesByCriterion.appeal, at);
  const fit = rankPairwise(ideas, choicesByCriterion.fit, at);
  const made = (ranked: PairwiseRankedIdea[]) => ranked.reduce((sum, idea) => sum + idea.comparisons, 0) / 2;
  return { at, participants, comparisons: Math.max(made(appeal), made(fit)), appeal, fit };
}
