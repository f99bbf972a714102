/**
 * How well the built-in engine works on the team's own problem (issue 11, "Measured"): over all
 * 17 subdomains with two very different problems each, the share of ideas repeated between the
 * two problems, between three Regenerate rounds and within one set; the share whose text names a
 * concept of its problem outside quotation marks; and the latency of a team-of-six request.
 *
 *   npm run bench:ai-quality        (or: npx tsx bench/ai-quality.ts)
 *
 * "The same idea" means the same catalogue pattern: an idea's title is traced back to the
 * longest pattern title it contains, so a persona's decoration of a title does not hide a repeat.
 */
import type { GeneratedIdea, IdeasNotice } from '../src/domain/ai-api';
import { generateIdeasRequestSchema } from '../src/domain/ai-api';
import { builtinEngine } from '../src/server/ai/builtin-engine';
import { loadIdeaCatalogue } from '../src/server/ai/builtin/load-idea-catalogue';
import { generateIdeasRound } from '../src/server/ai/team-ideas';
import { createLogger } from '../src/server/logger';
import { BENCH_SUBDOMAINS, type BenchProblem, OFF_TOPIC_PROBLEMS } from './ai-quality-problems';
import { readingFigures } from './ai-quality-chat';
import { duplicateFigures, printRelevance, relevanceFigures, scoringFigures } from './ai-relevance';
import { suggestScoresFromEvidence } from '../src/server/ai/builtin/suggest-scores';
import { searchableCatalogue } from '../src/server/ai/builtin/team-composition';
import { bundledWordVectors } from '../src/server/ai/builtin/word-vectors';
import { Tally } from './tally';

const TEAMS = { six: ['c1', 'c2', 't1', 't2', 'b1', 'b2'], three: ['c1', 't1', 'b1'] } as const;
const ROUNDS = 3;
const LATENCY_RUNS = 5;

const catalogue = loadIdeaCatalogue();
const engine = builtinEngine({ ideaCatalogue: catalogue });
const patternTitles = catalogue.patterns
  .map((pattern) => pattern.title.toLowerCase())
  .sort((a, b) => b.length - a.length);
const logger = createLogger('silent');

interface Answer {
  ideas: Array<GeneratedIdea & { personaId: string }>;
  notice: IdeasNotice | null;
}

async function ask(
  place: { domain: string; subdomain: string },
  text: string,
  team: readonly string[],
  variant = 0,
  previousTitles: string[] = [],
): Promise<Answer> {
  const request = generateIdeasRequestSchema.parse({
    ...place,
    problemStatement: text,
    personaIds: [...team],
    ideasPerPersona: 2,
    variant,
    previousTitles,
  });
  const { outcomes, notice } = await generateIdeasRound(engine, request, {
    signal: new AbortController().signal,
    logger,
  });
  return {
    ideas: outcomes.flatMap((outcome) =>
      outcome.kind === 'ideas'
        ? outcome.ideas.map((idea) => ({ ...idea, personaId: outcome.persona.id }))
        : [],
    ),
    notice,
  };
}

const patternOf = (idea: GeneratedIdea): string => {
  const title = idea.title.toLowerCase();
  return patternTitles.find((pattern) => title.includes(pattern)) ?? title;
};

const unquoted = (text: string) => text.replace(/“[^”]*”|"[^"]*"/g, ' ').toLowerCase();
const namesAConcept = (idea: GeneratedIdea, problem: BenchProblem) =>
  problem.concepts.some((concept) =>
    unquoted(`${idea.title} ${idea.description}`).includes(concept.toLowerCase()),
  );


async function regenerateRounds(
  place: { domain: string; subdomain: string },
  text: string,
  team: readonly string[],
  share: Tally,
) {
  const seen = new Set<string>();
  const shownTitles: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { ideas } = await ask(place, text, team, round, [...shownTitles]);
    for (const idea of ideas) if (round > 0) share.add(seen.has(patternOf(idea)));
    for (const idea of ideas) {
      seen.add(patternOf(idea));
      shownTitles.push(idea.title);
    }
  }
}

async function qualityFigures() {
  const betweenProblems = new Tally();
  const withinSet = new Tally();
  const namesProblem = new Tally();
  const rounds = { six: new Tally(), three: new Tally() };
  let fewFits = 0;
  let pairsOverQuarter = 0;
  for (const place of BENCH_SUBDOMAINS) {
    const answers = await Promise.all(place.problems.map((problem) => ask(place, problem.text, TEAMS.six)));
    const [first, second] = answers.map((answer) => answer.ideas.map(patternOf));
    const shared = (second ?? []).filter((pattern) => (first ?? []).includes(pattern)).length;
    for (const pattern of second ?? []) betweenProblems.add((first ?? []).includes(pattern));
    if (shared > 0.25 * Math.min(first?.length ?? 0, second?.length ?? 0)) pairsOverQuarter += 1;
    answers.forEach((answer, index) => {
      const patterns = answer.ideas.map(patternOf);
      patterns.forEach((pattern, i) => withinSet.add(patterns.indexOf(pattern) !== i));
      for (const idea of answer.ideas) namesProblem.add(namesAConcept(idea, place.problems[index]!));
      if (answer.notice?.kind === 'few_fits') fewFits += 1;
    });
    for (const problem of place.problems) {
      await regenerateRounds(place, problem.text, TEAMS.six, rounds.six);
      await regenerateRounds(place, problem.text, TEAMS.three, rounds.three);
    }
  }
  return { betweenProblems, withinSet, namesProblem, rounds, fewFits, pairsOverQuarter };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Wall-clock time, and this process's CPU time, which other engineers' work on the machine does not inflate. */
async function latencyFigures() {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < LATENCY_RUNS; run += 1) {
    for (const place of BENCH_SUBDOMAINS) {
      for (const problem of place.problems) {
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        await ask(place, problem.text, TEAMS.six, run);
        const used = process.cpuUsage(cpuBefore);
        wall.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    wall: { p50: percentile(wall, 0.5), p95: percentile(wall, 0.95) },
    cpu: { p50: percentile(cpu, 0.5), p95: percentile(cpu, 0.95) },
    runs: wall.length,
  };
}

async function main() {
  await ask(BENCH_SUBDOMAINS[0]!, BENCH_SUBDOMAINS[0]!.problems[0].text, TEAMS.six);
  const quality = await qualityFigures();
  const latency = await latencyFigures();
  console.log(`Built-in engine, ${BENCH_SUBDOMAINS.length} subdomains x 2 problems, 2 ideas per persona`);
  console.log(
    `ideas repeated between the two problems of a subdomain (team of 6): ${quality.betweenProblems}`,
  );
  console.log(
    `subdomains whose two problems share more than 1 idea in 4: ${quality.pairsOverQuarter}/${BENCH_SUBDOMAINS.length}`,
  );
  console.log(
    `ideas per team-of-6 request (12 asked): ${(quality.withinSet.total / (2 * BENCH_SUBDOMAINS.length)).toFixed(1)}`,
  );
  console.log(`ideas repeated between ${ROUNDS} Regenerate rounds, team of 6: ${quality.rounds.six}`);
  console.log(`ideas repeated between ${ROUNDS} Regenerate rounds, team of 3: ${quality.rounds.three}`);
  console.log(`ideas repeated within one set (team of 6): ${quality.withinSet}`);
  console.log(`ideas whose text names a concept of their problem (outside quotes): ${quality.namesProblem}`);
  console.log(`problems answered with a few-fits notice: ${quality.fewFits}/${BENCH_SUBDOMAINS.length * 2}`);
  for (const offTopic of OFF_TOPIC_PROBLEMS) {
    const answer = await ask(offTopic, offTopic.text, TEAMS.six);
    console.log(
      `off-topic "${offTopic.text.slice(0, 40)}...": ${answer.ideas.length} ideas, notice ${answer.notice?.kind ?? 'none'}`,
    );
  }
  const benchProblems = BENCH_SUBDOMAINS.flatMap((place) =>
    place.problems.map((problem) => ({
      domain: place.domain,
      subdomain: place.subdomain,
      text: problem.text,
    })),
  );
  printRelevance(await relevanceFigures(ask, catalogue, benchProblems));
  for (const line of readingFigures()) console.log(line);
  const duplicates = duplicateFigures(bundledWordVectors());
  console.log(`\nDuplicates on the labelled pairs, words only: ${duplicates.words}`);
  console.log(`Duplicates on the labelled pairs, words and meaning: ${duplicates.meaning}`);
  const searchable = searchableCatalogue(catalogue);
  console.log('Score suggestions on the APP-scam problem:');
  for (const line of scoringFigures((request) => suggestScoresFromEvidence(request, searchable)))
    console.log(`  ${line}`);
  const { wall, cpu, runs } = latency;
  console.log(
    `latency, team of 6 (${runs} requests): wall p50 ${wall.p50.toFixed(2)} ms, p95 ${wall.p95.toFixed(2)} ms; CPU p50 ${cpu.p50.toFixed(2)} ms, p95 ${cpu.p95.toFixed(2)} ms`,
  );
}

await main();
