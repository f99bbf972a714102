/**
 * The Bradley-Terry model of pairwise choices: idea i beats idea j with probability p_i / (p_i + p_j).
 * Strengths are fitted by Hunter's (2004) minorization–maximization step, which raises the likelihood
 * on every pass:  p_i <- W_i / sum_j n_ij / (p_i + p_j).
 *
 * A weak prior keeps every strength finite and positive: each idea is credited one win and one loss
 * against a virtual opponent of strength 1, the middle of the scale. An idea that won (or lost) every
 * comparison then gets a large (or small) but finite strength, and an idea never compared stays at 1.
 *
 * Plain MM steps crawl when the choices agree strongly (strengths far apart), and a bootstrap refits
 * hundreds of times; so the steps are accelerated by SQUAREM (Varadhan & Roland 2008): two MM steps
 * suggest a direction, the fit jumps along it, and an MM step from there is kept only if it is at least
 * as likely as the two plain steps. The answer is the same fixed point the plain steps reach.
 */

/**
 * The choices as the fit reads them, in typed arrays (a bootstrap refits hundreds of times): for each
 * pair of ideas that met, the two ideas' indices and how often they met; and each idea's wins.
 */
export interface Comparisons {
  first: Int32Array;
  second: Int32Array;
  count: Float64Array;
  wins: Float64Array;
}

const PRIOR_WINS = 1;
const PRIOR_LOSSES = 1;
const MAX_ROUNDS = 2000;

interface Data {
  n: number;
  first: Int32Array;
  second: Int32Array;
  count: Float64Array;
  /** Wins plus the prior's win. */
  credited: Float64Array;
}

/** One MM step on log strengths (the virtual opponent is log 1 = 0). */
function mmStep(data: Data, logStrength: Float64Array): Float64Array {
  const strength = logStrength.map(Math.exp);
  const denominator = strength.map((p) => (PRIOR_WINS + PRIOR_LOSSES) / (p + 1));
  for (let k = 0; k < data.count.length; k += 1) {
    const a = data.first[k]!;
    const b = data.second[k]!;
    const share = data.count[k]! / (strength[a]! + strength[b]!);
    denominator[a] = denominator[a]! + share;
    denominator[b] = denominator[b]! + share;
  }
  return denominator.map((below, i) => Math.log(data.credited[i]! / below));
}

/** The log of the prior times the likelihood, up to a constant. */
function logPosterior(data: Data, logStrength: Float64Array): number {
  const strength = logStrength.map(Math.exp);
  let total = 0;
  for (let i = 0; i < data.n; i += 1) {
    total += data.credited[i]! * logStrength[i]! - (PRIOR_WINS + PRIOR_LOSSES) * Math.log1p(strength[i]!);
  }
  for (let k = 0; k < data.count.length; k += 1) {
    total -= data.count[k]! * Math.log(strength[data.first[k]!]! + strength[data.second[k]!]!);
  }
  return total;
}

const norm = (values: Float64Array) => Math.sqrt(values.reduce((sum, value) => sum + value * value, 0));

function largestChange(from: Float64Array, to: Float64Array): number {
  let change = 0;
  for (let i = 0; i < from.length; i += 1) change = Math.max(change, Math.abs(to[i]! - from[i]!));
  return change;
}

/** One SQUAREM round from `start`: never less likely than two plain MM steps. */
function acceleratedStep(data: Data, start: Float64Array): Float64Array {
  const once = mmStep(data, start);
  const twice = mmStep(data, once);
  const r = once.map((value, i) => value - start[i]!);
  const v = twice.map((value, i) => value - 2 * once[i]! + start[i]!);
  const vNorm = norm(v);
  if (vNorm === 0) return twice;
  const alpha = Math.min(-1, -norm(r) / vNorm);
  const jumped = mmStep(
    data,
    start.map((value, i) => value - 2 * alpha * r[i]! + alpha * alpha * v[i]!),
  );
  const finite = jumped.every(Number.isFinite);
  return finite && logPosterior(data, jumped) >= logPosterior(data, twice) ? jumped : twice;
}

/**
 * Strengths on the prior's scale (the virtual opponent is 1), not normalised; fitted until no log
 * strength moves by `tolerance` in a round. `start` warms up a refit of similar data (a resample).
 */
export function fitBradleyTerry(
  comparisons: Comparisons,
  tolerance: number,
  start?: Float64Array,
): Float64Array {
  const { first, second, count, wins } = comparisons;
  const data: Data = { n: wins.length, first, second, count, credited: wins.map((won) => won + PRIOR_WINS) };
  let logStrength: Float64Array = start ? start.map(Math.log) : new Float64Array(wins.length);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const next = acceleratedStep(data, logStrength);
    const change = largestChange(logStrength, next);
    logStrength = next;
    if (change < tolerance) break;
  }
  return logStrength.map(Math.exp);
}

/** Strengths scaled to sum to 1. */
export function normalised(strength: Float64Array): number[] {
  const total = strength.reduce((sum, value) => sum + value, 0);
  return Array.from(strength, (value) => (total > 0 ? value / total : 0));
}
