// Open loop at a fixed rate, one process on SQLite (issue 12): `npx tsx bench/live-open-loop.ts`.
// autocannon sends BENCH_RATE requests a second in all (default 200, `overallRate`), whatever the
// answers' speed, for BENCH_SECONDS (default 30): half read a workspace's journey list (20 journeys),
// half send a change (a batch of one action) to one of those journeys, as people editing do.
import autocannon from 'autocannon';
import { createTeamMember } from '../src/domain/journey-reducer';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { getPersona } from '../src/domain/personas';
import { BenchPerson } from './live-people';
import { startBenchServer } from './start-server';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const JOURNEYS = 20;

const server = await startBenchServer(4730);
try {
  const person = new BenchPerson('Bench', server.origin);
  await person.signUp(server.origin);
  const journeyIds: string[] = [];
  for (let index = 0; index < JOURNEYS; index += 1) {
    const state = {
      ...createInitialJourneyState(),
      teamMembers: [createTeamMember(getPersona('c1')!, `m-${index}`)],
      selectedDomain: 'retail_banking',
      selectedSubdomain: 'cards_payments',
      problemStatement: `Benchmark journey ${index}: card disputes take weeks to resolve.`,
    };
    journeyIds.push((await person.call<{ journey: { id: string } }>(server.origin, 'POST', '/api/journeys', { state })).journey.id);
  }
  const headers = { Origin: server.origin, Cookie: person.cookie, 'Content-Type': 'application/json' };
  let sent = 0;
  const result = await autocannon({
    url: server.origin,
    connections: 50,
    overallRate: RATE,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          if (sent % 2 === 0) return { ...request, method: 'GET', path: '/api/journeys', headers };
          const journeyId = journeyIds[sent % JOURNEYS]!;
          const body = JSON.stringify({
            batchId: `open-loop-${sent}-${Date.now()}`,
            baseVersion: 0,
            actions: [{ type: 'setProblemStatement', problemStatement: `Card disputes take weeks to resolve (${sent}).` }],
          });
          return { ...request, method: 'POST', path: `/api/journeys/${journeyId}/changes`, headers, body };
        },
      },
    ],
  });
  console.log(`\nOpen loop at ${RATE} req/s for ${SECONDS} s, one process on SQLite: half journey lists (${JOURNEYS}), half changes`);
  console.log('| sent req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | errors |\n|---|---|---|---|---|---|---|');
  console.log(`| ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p90} | ${result.latency.p99} | ${result.latency.max} | ${result.non2xx} | ${result.errors} |`);
} finally {
  await server.stop();
}
