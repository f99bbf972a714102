import { MIN_SCORED_IDEAS } from '../../../domain/ideas';
import type { Persona } from '../../../domain/persona';
import { expertiseFitsMarket } from './expertise-markets';
import type { IndexedPattern, PatternFit } from './pattern-fit';

/** A pattern that may be proposed in this round, with how well it answers the problem. */
export interface Candidate {
  entry: IndexedPattern;
  fit: PatternFit;
  /** The fit, less a margin for patterns of a sibling subdomain. */
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

/** Below this a pattern does not really answer the problem and is at most a broader option. */
export const MIN_FIT = 2;
/** What a persona's expertise weighs against the fit to the problem (a matched phrase is 3-4). */
const EXPERTISE_WEIGHT = 1.5;
const MAX_EXPERTISE_COUNTED = 2;
const LENS_WEIGHT = 1;
/** A persona may prefer an idea of its own expertise to one that fits up to this much better. */
const EXPERTISE_WINDOW = 0.5;
/** Among broader options nothing fits, so the draw weighs as much as a persona's expertise. */
const DRAW_WEIGHT = 3;
const BROAD_RANK_WEIGHT = 2;

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

/** Among the ideas that fit about as well as the best one left, the one nearest the persona. */
function bestFitFor(persona: Persona, pool: readonly Candidate[]): Candidate | undefined {
  const top = pool[0]?.rank ?? 0;
  const near = pool.filter((candidate) => candidate.rank >= top * EXPERTISE_WINDOW);
  return highest(near, (candidate) => affinity(persona, candidate) + candidate.rank / top);
}

function broadOptionFor(persona: Persona, pool: readonly Candidate[]): Candidate | undefined {
  return highest(
    pool,
    (candidate) =>
      candidate.rank * BROAD_RANK_WEIGHT + affinity(persona, candidate) + candidate.draw * DRAW_WEIGHT,
  );
}

/**
 * Deals the candidates out to the team, one pick per persona in turn, each persona taking, of
 * the candidates that fit nearly as well as the best left, the one nearest its own expertise.
 * Patterns that do not fit are left out, unless nothing fits: then the few ideas a team needs
 * to score are dealt as broader options.
 */
export function selectForTeam(
  team: readonly Persona[],
  candidates: readonly Candidate[],
  count: number,
): Pick[] {
  const sorted = [...candidates].sort(
    (a, b) => b.rank - a.rank || a.entry.pattern.id.localeCompare(b.entry.pattern.id),
  );
  const fitting = sorted.filter((candidate) => candidate.rank >= MIN_FIT);
  const broad = sorted.filter((candidate) => candidate.rank < MIN_FIT);
  let broadLeft = fitting.length === 0 ? Math.min(team.length * count, MIN_SCORED_IDEAS) : 0;
  const picks: Pick[] = [];
  for (let slot = 0; slot < count; slot += 1) {
    for (const persona of team) {
      const fromFitting = bestFitFor(persona, fitting);
      const candidate = fromFitting ?? (broadLeft > 0 ? broadOptionFor(persona, broad) : undefined);
      if (!candidate) continue;
      const pool = fromFitting ? fitting : broad;
      pool.splice(pool.indexOf(candidate), 1);
      if (!fromFitting) broadLeft -= 1;
      picks.push({ candidate, persona, sharedExpertise: sharedExpertise(persona, candidate) });
    }
  }
  return picks;
}
