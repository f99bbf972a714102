// Open loop at a fixed rate, one process on SQLite (issue 12): `npx tsx bench/live-open-loop.ts`.
// autocannon sends BENCH_RATE requests a second in all (default 200, `overallRate`), whatever the
// answers' speed, for BENCH_SECONDS (default 30): half read a workspace's journey list (20 journeys),
// half send a change (a batch of one action) to one of those journeys, as people editing do.
// BENCH_CONNECTIONS (default 4): autocannon paces each connection at rate / connections and starts
// them together, so 50 connections at 200 req/s send bursts of 50 every 250 ms; with 4, requests
// come 4 at a time every 20 ms, close to an even stream (RESULTS.md has both).
import autocannon from 'autocannon';
import { createTeamMember } from '../src/domain/journey-reducer';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { getPersona } from '../src/domain/personas';
import { BenchPerson } from './live-people';
import { startBenchServer } from './start-server';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const JOURNEYS = 20;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

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
  const readHeaders = { Origin: server.origin, Cookie: person.cookie };
  const writeHeaders = { ...readHeaders, 'Content-Type': 'application/json' };
  let sent = 0;
  const result = await autocannon({
    url: server.origin,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          if (sent % 2 === 0) return { ...request, method: 'GET', path: '/api/journeys', headers: readHeaders };
          const journeyId = journeyIds[sent % JOURNEYS]!;
          const body = JSON.stringify({
            batchId: `open-loop-${sent}-${Date.now()}`,
            baseVersion: 0,
            actions: [{ type: 'setProblemStatement', problemStatement: `Card disputes take weeks to resolve (${sent}).` }],
          });
          return { ...request, method: 'POST', path: `/api/journeys/${journeyId}/changes`, headers: writeHeaders, body };
        },
      },
    ],
  });
  console.log(`\nOpen loop at ${RATE} req/s for ${SECONDS} s, ${CONNECTIONS} connections, one process on SQLite: half journey lists (${JOURNEYS}), half changes`);
  console.log('| sent req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | errors |\n|---|---|---|---|---|---|---|');
  console.log(`| ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p90} | ${result.latency.p99} | ${result.latency.max} | ${result.non2xx} | ${result.errors} |`);
} finally {
  await server.stop();
}
