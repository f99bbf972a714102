// API throughput against the health route of the same server: `npm run bench:api` (SQLite), or with
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test for PostgreSQL (a fresh database is made).
import autocannon from 'autocannon';
import { createTeamMember } from '../src/domain/journey-reducer';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { getPersona } from '../src/domain/personas';
import { benchPostgres } from './bench-postgres';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function journeyState(index: number) {
  return {
    ...createInitialJourneyState(),
    teamMembers: [createTeamMember(getPersona('c1')!, `m-${index}`), createTeamMember(getPersona('t2')!, `n-${index}`)],
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'cards_payments',
    problemStatement: `Benchmark journey ${index}: card disputes take weeks to resolve for our customers.`,
  };
}

async function createJourneys(origin: string, cookie: string, count: number) {
  const journeys: { id: string; version: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${origin}/api/journeys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
      body: JSON.stringify({ state: journeyState(index) }),
    });
    journeys.push(((await response.json()) as { journey: { id: string; version: number } }).journey);
  }
  return journeys;
}

function run(options: autocannon.Options) {
  return autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
}

const adminUrl = process.env.BENCH_DATABASE_URL;
const database = adminUrl ? await benchPostgres(adminUrl) : undefined;
const server = await startBenchServer(4700, database?.url);
try {
  const origin = server.origin;
  const lister = await signUp(origin, `lister-${Date.now()}@bench.example`);
  await createJourneys(origin, lister, 50);
  const saver = await signUp(origin, `saver-${Date.now()}@bench.example`);
  const saveTargets = await createJourneys(origin, saver, CONNECTIONS);

  const health = await run({ url: `${origin}/api/health` });
  const list = await run({ url: `${origin}/api/journeys`, headers: { Cookie: lister } });
  let next = 0;
  const save = await run({
    url: origin,
    requests: [
      {
        // Each connection saves its own journey and follows its version, as one user's autosave does.
        setupRequest: (request, context: { target?: { id: string; version: number } }) => {
          context.target ??= saveTargets[next++ % saveTargets.length];
          return {
            ...request,
            method: 'PUT',
            path: `/api/journeys/${context.target!.id}`,
            headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: saver },
            body: JSON.stringify({ state: journeyState(1), version: context.target!.version }),
          };
        },
        onResponse: (status, body, context: { target?: { version: number } }) => {
          if (status === 200 && context.target) context.target.version = (JSON.parse(body) as { journey: { version: number } }).journey.version;
        },
      },
    ],
  });

  const row = (label: string, result: autocannon.Result) =>
    `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${Math.round((100 * result.requests.average) / health.requests.average)}% | ${result.non2xx} |`;
  console.log(`\nAPI on ${database ? 'PostgreSQL' : 'SQLite'}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
  console.log('| route | req/s | p99 ms | of health | non-2xx |\n|---|---|---|---|---|');
  console.log(row('GET /api/health', health));
  console.log(row('GET /api/journeys (50)', list));
  console.log(row('PUT /api/journeys/:id', save));
} finally {
  await server.stop();
  await database?.drop();
}
