/**
 * Issue 21's measures of the built-in engine, on labelled sets written for it: relevance of the
 * ideas against hand-labelled fitting patterns, whether a description's claim of a fit is right,
 * persona coverage per round, and what the engine offers where nothing in the catalogue is close.
 * Run by bench/ai-quality.ts.
 */
import type { GeneratedIdea, IdeasNotice } from '../src/domain/ai-api';
import { DIFFERENT_IDEA_PAIRS, SAME_IDEA_PAIRS } from '../src/domain/idea-duplicate-pairs.fixture';
import { findDuplicateIdeas } from '../src/domain/idea-duplicates';
import type { Idea } from '../src/domain/journey-state';
import {
  type ScoreSuggestion,
  type ScoreSuggestionsRequest,
  scoreSuggestionsRequestSchema,
} from '../src/domain/score-suggestions';
import type { WordVectors } from '../src/domain/word-vector-file';
import type { IdeaCatalogue } from '../src/server/ai/builtin/load-idea-catalogue';
import { NEAR_FIT } from '../src/server/ai/builtin/select-for-team';
import { candidatesFor, searchableCatalogue } from '../src/server/ai/builtin/team-composition';
import { type LabelledProblem, NOTHING_CLOSE_PROBLEMS, RELEVANCE_PROBLEMS } from './ai-relevance-problems';
import { Tally } from './tally';

export interface PersonaAnswer {
  ideas: Array<GeneratedIdea & { personaId: string }>;
  notice: IdeasNotice | null;
}

export type Ask = (
  place: { domain: string; subdomain: string },
  text: string,
  team: readonly string[],
  variant?: number,
  previousTitles?: string[],
) => Promise<PersonaAnswer>;

const TEAM = ['c1', 'c2', 't1', 't2', 'b1', 'b2'] as const;
const ROUNDS = 3;
/** What a description says when it claims the idea answers the problem (not a "broader option"). */
const CLAIMS_FIT =
  /It addresses the part of your problem|It is meant for the people your problem is about|It answers the part of your problem/;


export async function relevanceFigures(
  ask: Ask,
  catalogue: IdeaCatalogue,
  coverageProblems: ReadonlyArray<{ domain: string; subdomain: string; text: string }>,
) {
  const titleToId = new Map(catalogue.patterns.map((pattern) => [pattern.title.toLowerCase(), pattern.id]));
  const idOf = (idea: GeneratedIdea) => titleToId.get(idea.title.toLowerCase()) ?? idea.title;
  const firstRound = new Tally();
  const regenerate = new Tally();
  const claims = new Tally();
  const recall = new Tally();
  const perProblem: string[] = [];
  for (const problem of RELEVANCE_PROBLEMS) {
    const shown = new Set<string>();
    const titles: string[] = [];
    let firstHits = 0;
    let firstTotal = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { ideas } = await ask(problem, problem.text, TEAM, round, [...titles]);
      for (const idea of ideas) {
        const fits = problem.fitting.includes(idOf(idea));
        (round === 0 ? firstRound : regenerate).add(fits);
        if (CLAIMS_FIT.test(idea.description)) claims.add(fits);
        if (round === 0) {
          firstTotal += 1;
          firstHits += fits ? 1 : 0;
        }
        shown.add(idOf(idea));
        titles.push(idea.title);
      }
    }
    for (const id of problem.fitting) recall.add(shown.has(id));
    perProblem.push(`${firstHits}/${firstTotal} ${problem.text.slice(0, 50)}`);
  }
  const coverage = Array.from({ length: ROUNDS }, () => new Tally());
  const servable = Array.from({ length: ROUNDS }, () => 0);
  const searchable = searchableCatalogue(catalogue);
  const normal = (title: string) => title.trim().toLowerCase();
  for (const problem of [...coverageProblems, ...RELEVANCE_PROBLEMS]) {
    const titles: string[] = [];
    // Patterns the engine may offer at all (fits and near options): at most this many personas can be heard.
    const offerable = candidatesFor(searchable, { domainId: problem.domain, subdomainId: problem.subdomain, problemStatement: problem.text })
      .filter((candidate) => candidate.rank >= NEAR_FIT)
      .map((candidate) => normal(candidate.entry.pattern.title));
    for (let round = 0; round < ROUNDS; round += 1) {
      const seen = new Set(titles.map(normal));
      servable[round]! += Math.min(TEAM.length, new Set(offerable.filter((title) => !seen.has(title))).size);
      const { ideas } = await ask(problem, problem.text, TEAM, round, [...titles]);
      for (const persona of TEAM) coverage[round]!.add(ideas.some((idea) => idea.personaId === persona));
      titles.push(...ideas.map((idea) => idea.title));
    }
  }
  const nothingClose: string[] = [];
  for (const problem of NOTHING_CLOSE_PROBLEMS) {
    const { ideas, notice } = await ask(problem, problem.text, TEAM);
    nothingClose.push(
      `${ideas.length} ideas, notice ${notice?.kind ?? 'none'}: ${problem.text.slice(0, 50)}...`,
    );
  }
  return { firstRound, regenerate, claims, recall, perProblem, coverage, servable, nothingClose };
}

export function printRelevance(
  figures: Awaited<ReturnType<typeof relevanceFigures>>,
  problems: readonly LabelledProblem[] = RELEVANCE_PROBLEMS,
) {
  console.log(
    `\nRelevance on ${problems.length} labelled problems (team of 6, 2 ideas each, ${ROUNDS} rounds)`,
  );
  console.log(`first-round ideas that are a labelled fit: ${figures.firstRound}`);
  console.log(`Regenerate ideas that are a labelled fit: ${figures.regenerate}`);
  console.log(`descriptions claiming a fit that are a labelled fit: ${figures.claims}`);
  console.log(`labelled fits shown within ${ROUNDS} rounds (recall): ${figures.recall}`);
  for (const line of figures.perProblem) console.log(`  first round ${line}`);
  figures.coverage.forEach((ratio, round) =>
    console.log(
      `personas with at least one idea, round ${round + 1}: ${ratio}; persona-rounds the catalogue's unseen fits and near options could serve: ${figures.servable[round]}`,
    ),
  );
  for (const line of figures.nothingClose) console.log(`nothing close: ${line}`);
}

/** Precision and recall of the duplicate detector on the labelled pairs, by words only and with meaning. */
export function duplicateFigures(vectors: WordVectors) {
  let id = 0;
  const asIdea = (text: { title: string; description: string }): Idea => {
    id += 1;
    return { id: `d${id}`, ...text, type: 'Service', personaSource: 'You', votes: 0 };
  };
  const row = (withMeaning: boolean) => {
    const flagged = (
      pair: readonly [{ title: string; description: string }, { title: string; description: string }],
    ) =>
      findDuplicateIdeas([asIdea(pair[0]), asIdea(pair[1])], [], withMeaning ? vectors : undefined).length >
      0;
    const found = SAME_IDEA_PAIRS.filter(flagged).length;
    const wrong = DIFFERENT_IDEA_PAIRS.filter(flagged).length;
    const precision = found + wrong === 0 ? '-' : `${((100 * found) / (found + wrong)).toFixed(0)}%`;
    return `recall ${found}/${SAME_IDEA_PAIRS.length}, look-alikes flagged ${wrong}/${DIFFERENT_IDEA_PAIRS.length}, precision ${precision}`;
  };
  return { words: row(false), meaning: row(true) };
}

/** Fit suggested for a few ideas on the APP-scam problem, including keyword stuffing. */
export function scoringFigures(suggest: (request: ScoreSuggestionsRequest) => ScoreSuggestion[]) {
  const problemStatement =
    'Customers are tricked into sending instant transfers to criminals pretending to be the bank or the police, and our reimbursement of these scams grows every quarter.';
  const ideas = [
    {
      id: 'Confirmation of Payee everywhere',
      title: 'Confirmation of Payee everywhere',
      description: 'Check the payee name on every transfer before it is sent.',
    },
    {
      id: 'Free coffee in branches',
      title: 'Free coffee in branches',
      description: 'Give customers a free coffee when they visit a branch.',
    },
    {
      id: 'keyword stuffing',
      title: 'Scams transfers criminals police',
      description:
        'Customers tricked into sending instant transfers to criminals pretending bank police reimbursement scams quarter scams scams transfers.',
    },
    {
      id: 'free coffee + problem words',
      title: 'Free coffee for scam victims',
      description:
        'Free coffee in branches for customers tricked into sending instant transfers to criminals.',
    },
  ].map((idea) => ({ ...idea, type: 'Service' }));
  const request = scoreSuggestionsRequestSchema.parse({
    domain: 'retail_banking',
    subdomain: 'cards_payments',
    problemStatement,
    ideas,
  });
  return suggest(request).map(
    (suggestion) => `${suggestion.ideaId}: appeal ${suggestion.appealScore}, fit ${suggestion.fitScore}`,
  );
}
