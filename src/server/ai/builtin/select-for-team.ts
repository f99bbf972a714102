import { MIN_SCORED_IDEAS } from '../../../domain/ideas';
import type { Persona } from '../../../domain/persona';
import { expertiseFitsMarket } from './expertise-markets';
import type { IndexedPattern, PatternFit } from './pattern-fit';
import type { MeaningFit } from './pattern-meaning';

/** A pattern that may be proposed in this round, with how well it answers the problem. */
export interface Candidate {
  entry: IndexedPattern;
  /** The words the problem and the pattern share. */
  fit: PatternFit;
  /** How close the pattern's meaning is to the problem's, and to which parts. */
  close: MeaningFit;
  /** Relevance (meaning and shared words), less a margin for patterns of a sibling subdomain. */
  rank: number;
  /** A stable 0-1 draw from the problem text, so broader options vary with the problem. */
  draw: number;
}

export interface Pick {
  candidate: Candidate;
  persona: Persona;
  /** The persona's expertise phrases that the pattern names. */
  sharedExpertise: string[];
}

/**
 * Relevance from which a pattern answers the problem (chosen on bench/ai-relevance-problems.ts:
 * below it most patterns are not what a bank innovation lead would accept as an answer).
 */
export const MIN_FIT = 0.9;
/**
 * Below MIN_FIT but at least this: related enough to offer as a broader option, and only when
 * nothing fits. Anything lower is far-fetched and never offered.
 */
export const NEAR_FIT = 0.8;
/** What a persona's expertise and lens weigh against relevance (a close fit is 1-1.8). */
const EXPERTISE_WEIGHT = 0.2;
const MAX_EXPERTISE_COUNTED = 2;
const LENS_WEIGHT = 0.08;
/** Among broader options the draw varies them with the problem, a little. */
const DRAW_WEIGHT = 0.05;

/** The persona's expertise the pattern names, less any that does not suit the pattern's market. */
export function sharedExpertise(persona: Persona, candidate: Candidate): string[] {
  const { expertise, market } = candidate.entry.pattern;
  return expertise.filter(
    (phrase) => persona.expertise.includes(phrase) && expertiseFitsMarket(phrase, market),
  );
}

function affinity(persona: Persona, candidate: Candidate): number {
  const shared = Math.min(MAX_EXPERTISE_COUNTED, sharedExpertise(persona, candidate).length);
  const lens = candidate.entry.pattern.lenses.includes(persona.category) ? LENS_WEIGHT : 0;
  return shared * EXPERTISE_WEIGHT + lens;
}

function highest(pool: readonly Candidate[], score: (candidate: Candidate) => number): Candidate | undefined {
  let best: Candidate | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const candidate of pool) {
    const value = score(candidate);
    if (value > bestScore) {
      best = candidate;
      bestScore = value;
    }
  }
  return best;
}

/** The best fit left for this persona: relevance, and a little for its own expertise. */
function bestFitFor(persona: Persona, pool: readonly Candidate[]): Candidate | undefined {
  return highest(pool, (candidate) => candidate.rank + affinity(persona, candidate));
}

function broadOptionFor(persona: Persona, pool: readonly Candidate[]): Candidate | undefined {
  return highest(
    pool,
    (candidate) => candidate.rank + affinity(persona, candidate) + candidate.draw * DRAW_WEIGHT,
  );
}

/** The team from a round-dependent first member, so scarce ideas do not always go to the same people. */
function rotated<T>(team: readonly T[], round: number): T[] {
  const start = team.length === 0 ? 0 : round % team.length;
  return [...team.slice(start), ...team.slice(0, start)];
}

/**
 * Whether a persona left without a fitting pattern may propose a broader option (a near one, never
 * a far-fetched one, and marked as broader in its description). The first round offers only close
 * fits, and near ones just to make up the few ideas a team needs to score when nothing fits at all.
 * Regenerate, where the closest fits are already taken, offers one to every persona not otherwise
 * heard in it (and makes up the few a team needs): a persona silent on every Regenerate is the
 * half of the team the evaluation found missing.
 */
function mayTakeBroader(round: number, anyFit: boolean, heardThisRound: boolean, picked: number, needed: number): boolean {
  if (round === 0) return !anyFit && picked < needed;
  return picked < needed || !heardThisRound;
}

/**
 * Deals the candidates out to the team, one pick per persona in turn (every persona has one
 * before anyone has a second), each persona taking the best fit left, leaning a little to its
 * own expertise. Patterns that do not fit are left out; near ones (never far-fetched ones) go to
 * personas no fit is left for, as broader options: in the first round only when nothing fits, to
 * make up the few ideas a team needs to score; on Regenerate one to each persona not otherwise
 * heard. The round
 * turns who is served first, so when ideas are scarce they go to different personas each round. A
 * persona's second idea waits while it would leave fewer fits than the team has personas for
 * Regenerate (`laterFits`: fitting patterns not offered in this round), so every persona is heard
 * in every round while the catalogue has fits.
 */
export function selectForTeam(
  team: readonly Persona[],
  candidates: readonly Candidate[],
  count: number,
  round = 0,
  laterFits = 0,
): Pick[] {
  const sorted = [...candidates].sort(
    (a, b) => b.rank - a.rank || a.entry.pattern.id.localeCompare(b.entry.pattern.id),
  );
  const fitting = sorted.filter((candidate) => candidate.rank >= MIN_FIT);
  const broad = sorted.filter((candidate) => candidate.rank < MIN_FIT && candidate.rank >= NEAR_FIT);
  const needed = Math.min(team.length * count, MIN_SCORED_IDEAS);
  const anyFit = fitting.length > 0;
  const picks: Pick[] = [];
  const heard = new Set<string>();
  const order = rotated(team, round);
  for (let slot = 0; slot < count; slot += 1) {
    for (const persona of order) {
      const spare = fitting.length + laterFits - team.length;
      const fromFitting = slot === 0 || spare > 0 ? bestFitFor(persona, fitting) : undefined;
      const broader = !fromFitting && mayTakeBroader(round, anyFit, heard.has(persona.id), picks.length, needed);
      const candidate = fromFitting ?? (broader ? broadOptionFor(persona, broad) : undefined);
      if (!candidate) continue;
      const pool = fromFitting ? fitting : broad;
      pool.splice(pool.indexOf(candidate), 1);
      heard.add(persona.id);
      picks.push({ candidate, persona, sharedExpertise: sharedExpertise(persona, candidate) });
    }
  }
  return picks;
}
