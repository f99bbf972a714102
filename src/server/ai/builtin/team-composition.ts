import type { IdeaDraft } from '../../../domain/ai-api';
import { MIN_SCORED_IDEAS } from '../../../domain/ideas';
import type { IdeaContext } from '../engine';
import { readTopic } from './banking-topic';
import { writtenInAnotherLanguage } from './problem-language';
import { describeIdea } from './describe-idea';
import type { IdeaCatalogue } from './load-idea-catalogue';
import {
  type IndexedPattern,
  type ProblemProfile,
  fitOf,
  indexPattern,
  problemProfile,
  specificityOf,
} from './pattern-fit';
import { contentStems, hashString } from './text';
import { type Candidate, MIN_FIT, NEAR_FIT, type Pick, selectForTeam } from './select-for-team';
import { type PatternMeaning, meaningFit, patternMeaning, problemMeaning } from './pattern-meaning';
import type { WordVectors } from '../../../domain/word-vector-file';
import { bundledWordVectors } from './word-vectors';

/** A sibling subdomain's pattern must fit clearly better than our own threshold to be proposed. */
const SIBLING_MARGIN = 0.25;
/**
 * The first round offers only the closest fits: patterns scoring at least this share of the best
 * one (but enough for every persona when that many fit). Regenerate widens to every pattern that
 * fits, and only then to near options.
 */
const FIRST_ROUND_SHARE = 0.6;
/**
 * How a pattern's relevance is made (weights chosen on bench/ai-relevance-problems.ts, where this
 * mix ranked labelled fits best): the meaning of what it answers against the problem's, plus half
 * its closest phrase to a part of the problem, plus a bounded share of the shared words.
 */
const PART_WEIGHT = 0.5;
const WORDS_WEIGHT = 0.7;
const WORDS_HALF = 6;
/**
 * Without the titles already shown, Regenerate replays up to this many earlier rounds to avoid
 * them; any later variant counts as one of these, so a new round always differs from the first.
 */
const REPLAYED_ROUNDS = 4;

/** The catalogue as the engine searches it: indexed once, grouped by domain. */
export interface SearchableCatalogue {
  byDomain: ReadonlyMap<string, readonly IndexedPattern[]>;
  specificity: (stem: string) => number;
  vectors: WordVectors;
  meaningOf: (entry: IndexedPattern) => PatternMeaning;
}

export interface TeamComposition {
  byPersona: ReadonlyMap<string, IdeaDraft[]>;
  asked: number;
  given: number;
  /** Ideas that answer the problem directly, not broader options. */
  fitting: number;
  /** Ideas were left out because the team has seen them, not because nothing fits. */
  seenBefore: boolean;
}

export function searchableCatalogue(
  catalogue: IdeaCatalogue,
  vectors: WordVectors = bundledWordVectors(),
): SearchableCatalogue {
  const indexed = catalogue.patterns.map(indexPattern);
  const byDomain = new Map<string, IndexedPattern[]>();
  for (const entry of indexed)
    byDomain.set(entry.pattern.domain, [...(byDomain.get(entry.pattern.domain) ?? []), entry]);
  // A domain's meanings are worked out on its first request, not at start.
  const meanings = new WeakMap<IndexedPattern, PatternMeaning>();
  const meaningOf = (entry: IndexedPattern) => {
    let meaning = meanings.get(entry);
    if (!meaning) {
      const segmentOnly = entry.addresses.filter((address) => address.aboutSegment).map((a) => a.phrase);
      meaning = patternMeaning(entry.pattern, vectors, new Set(segmentOnly));
      meanings.set(entry, meaning);
    }
    return meaning;
  };
  return { byDomain, specificity: specificityOf(indexed), vectors, meaningOf };
}

const normalTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

/** The subdomain's patterns, and a sibling subdomain's only where it fits clearly better. */
export function candidatesFor(
  catalogue: SearchableCatalogue,
  context: { domainId: string; subdomainId: string; problemStatement: string },
  problem: ProblemProfile = problemProfile(context.problemStatement),
): Candidate[] {
  const domain = catalogue.byDomain.get(context.domainId) ?? [...catalogue.byDomain.values()].flat();
  const own = (entry: IndexedPattern) =>
    context.subdomainId === '' || entry.pattern.subdomain === context.subdomainId;
  const hasOwn = domain.some(own);
  const problemSeed = hashString(context.problemStatement);
  const meaning = problemMeaning(context.problemStatement, catalogue.vectors);
  return domain.flatMap((entry) => {
    const fit = fitOf(entry, problem, catalogue.specificity);
    const close = meaningFit(catalogue.meaningOf(entry), meaning);
    const relevance =
      close.overall + PART_WEIGHT * close.part + (WORDS_WEIGHT * fit.score) / (fit.score + WORDS_HALF);
    const draw = (((hashString(entry.pattern.id) ^ problemSeed) >>> 0) % 1000) / 1000;
    const candidate = { entry, fit, close, rank: relevance, draw };
    if (own(entry) || !hasOwn) return [candidate];
    return relevance - SIBLING_MARGIN >= MIN_FIT ? [{ ...candidate, rank: relevance - SIBLING_MARGIN }] : [];
  });
}

/** One shared word ("matches", "late") is chance; two pattern phrases make it a banking problem. */
const PHRASES_FOR_TOPIC = 2;

/**
 * True when the statement is not about banking: its words speak of another world (a river's
 * branch, a coffee machine's card reader), or it has no banking word and hardly any pattern
 * phrase, read without synonyms so that "late to training" does not become "arrears".
 */
export function isOffTopic(catalogue: SearchableCatalogue, problemStatement: string): boolean {
  const topic = readTopic(problemStatement);
  if (topic !== 'unclear') return topic === 'other';
  const stems = new Set(contentStems(problemStatement));
  const literal = { stems, pairs: new Set<string>() };
  let phrases = 0;
  for (const entry of [...catalogue.byDomain.values()].flat()) {
    phrases += fitOf(entry, literal, catalogue.specificity).matched.length;
    if (phrases >= PHRASES_FOR_TOPIC) return false;
  }
  return true;
}

function toDrafts(team: IdeaContext['team'], picks: readonly Pick[]): Map<string, IdeaDraft[]> {
  const byPersona = new Map(team.map((persona) => [persona.id, [] as IdeaDraft[]]));
  for (const pick of picks) {
    const { pattern } = pick.candidate.entry;
    byPersona
      .get(pick.persona.id)
      ?.push({ title: pattern.title, description: describeIdea(pick), type: pattern.type });
  }
  return byPersona;
}

/**
 * The closest fits, and never fewer fitting patterns than the team has personas (so each can
 * propose one) or than a team needs to score, as long as that many fit at all.
 */
function closestOf(candidates: readonly Candidate[], teamSize: number): Candidate[] {
  const fitting = candidates.filter((candidate) => candidate.rank >= MIN_FIT).sort((a, b) => b.rank - a.rank);
  const enough = Math.max(teamSize, MIN_SCORED_IDEAS);
  const floor = Math.min((fitting[0]?.rank ?? 0) * FIRST_ROUND_SHARE, fitting[enough - 1]?.rank ?? MIN_FIT);
  return candidates.filter((candidate) => candidate.rank >= floor || candidate.rank < MIN_FIT);
}

/** A bank's own pattern may share a title with ours; the team sees that title once, the better fit. */
function onePerTitle(candidates: readonly Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const title = normalTitle(candidate.entry.pattern.title);
    const kept = best.get(title);
    if (!kept || candidate.rank > kept.rank) best.set(title, candidate);
  }
  return [...best.values()];
}

function roundPicks(
  candidates: readonly Candidate[],
  context: IdeaContext,
  count: number,
  seen: ReadonlySet<string>,
  round: number,
) {
  const offered = round === 0 ? closestOf(candidates, context.team.length) : candidates;
  const unseenOf = (pool: readonly Candidate[]) => {
    const distinct = onePerTitle(pool.filter((candidate) => candidate.rank >= NEAR_FIT));
    const unseen = distinct.filter((candidate) => !seen.has(normalTitle(candidate.entry.pattern.title)));
    return { distinct, unseen };
  };
  const { distinct, unseen } = unseenOf(offered);
  const laterFits =
    unseenOf(candidates).unseen.filter((candidate) => candidate.rank >= MIN_FIT).length -
    unseen.filter((candidate) => candidate.rank >= MIN_FIT).length;
  return {
    picks: selectForTeam(context.team, unseen, count, round, laterFits),
    skipped: unseen.length < distinct.length,
  };
}

/**
 * One round of ideas for the whole team (DESIGN "AI", built-in engine), deterministic for the
 * same context, count and round. Titles the team has seen are never proposed again; a client
 * that does not send them still gets new ideas on Regenerate, as earlier rounds are replayed.
 */
export function composeTeamIdeas(
  catalogue: SearchableCatalogue,
  context: IdeaContext,
  count: number,
  variant: number,
): TeamComposition {
  const asked = context.team.length * count;
  if (isOffTopic(catalogue, context.problemStatement) || writtenInAnotherLanguage(context.problemStatement)) {
    return { byPersona: toDrafts(context.team, []), asked, given: 0, fitting: 0, seenBefore: false };
  }
  const candidates = candidatesFor(catalogue, context, problemProfile(context.problemStatement));
  const seen = new Set(context.previousTitles.map(normalTitle));
  const replayed =
    context.previousTitles.length === 0 && variant > 0 ? 1 + ((variant - 1) % REPLAYED_ROUNDS) : 0;
  for (let round = 0; round < replayed; round += 1) {
    for (const pick of roundPicks(candidates, context, count, seen, round).picks)
      seen.add(normalTitle(pick.candidate.entry.pattern.title));
  }
  const round = context.previousTitles.length === 0 ? replayed : variant;
  const { picks, skipped } = roundPicks(candidates, context, count, seen, round);
  return {
    byPersona: toDrafts(context.team, picks),
    asked,
    given: picks.length,
    fitting: picks.filter((pick) => pick.candidate.rank >= MIN_FIT).length,
    seenBefore: skipped,
  };
}
