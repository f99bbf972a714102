// API throughput, closed loop, against the health route of the same server in the same run:
// `npm run bench:api` (SQLite), or with BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
// for PostgreSQL (a fresh database is made). BENCH_CONNECTIONS (default 50) connections each send
// their next request as soon as the last is answered, for BENCH_SECONDS (default 10) per route.
// Health runs before and after every route (BENCH_HEALTH_SECONDS, default 5); each route's req/s is
// printed as a share of the mean of the health runs on either side of it, so a shared machine whose
// speed drifts during the run compares each route with health at nearly the same moment.
import autocannon from 'autocannon';
import { createTeamMember } from '../src/domain/journey-reducer';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { getPersona } from '../src/domain/personas';
import { benchPostgres } from './bench-postgres';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4700);
/** The journeys in the listed workspace, as a team's dashboard has. */
const LISTED_JOURNEYS = 50;
/** BENCH_ROUTES=changes,list runs only those (for a profile of one route); all five by default. */
const ROUTES = new Set((process.env.BENCH_ROUTES ?? 'list,changes,portfolio,read,workspaces').split(','));

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

const HEALTH_SECONDS = Number(process.env.BENCH_HEALTH_SECONDS ?? 5);

function run(options: autocannon.Options) {
  return autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
}

/** A route's run with the health run after it; the health before it is the previous route's after. */
interface RouteRun {
  result: autocannon.Result;
  healthBefore: autocannon.Result;
  healthAfter: autocannon.Result;
}

const adminUrl = process.env.BENCH_DATABASE_URL;
const database = adminUrl ? await benchPostgres(adminUrl) : undefined;
const server = await startBenchServer(PORT, database?.url);
try {
  const origin = server.origin;
  const lister = await signUp(origin, `lister-${Date.now()}@bench.example`);
  const listed = await createJourneys(origin, lister, LISTED_JOURNEYS);
  const editor = await signUp(origin, `editor-${Date.now()}@bench.example`);
  const edited = await createJourneys(origin, editor, CONNECTIONS);
  const reader = { headers: { Cookie: lister } };

  const health = () => run({ url: `${origin}/api/health`, duration: HEALTH_SECONDS });
  let lastHealth = await health();
  const healthRuns = [lastHealth];
  /** The route's run between two health runs, or nothing when BENCH_ROUTES leaves it out. */
  const runRoute = async (key: string, options: autocannon.Options): Promise<RouteRun | undefined> => {
    if (!ROUTES.has(key)) return undefined;
    const result = await run(options);
    const healthBefore = lastHealth;
    lastHealth = await health();
    healthRuns.push(lastHealth);
    return { result, healthBefore, healthAfter: lastHealth };
  };
  const list = await runRoute('list', { url: `${origin}/api/journeys`, ...reader });
  let nextEdited = 0;
  let batch = 0;
  const changes = await runRoute('changes', {
    url: origin,
    requests: [
      {
        // Each connection edits its own journey, one action a batch, as one person typing does.
        setupRequest: (request, context: { journeyId?: string }) => {
          context.journeyId ??= edited[nextEdited++ % edited.length]!.id;
          batch += 1;
          return {
            ...request,
            method: 'POST',
            path: `/api/journeys/${context.journeyId}/changes`,
            headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: editor },
            body: JSON.stringify({
              batchId: `bench-${Date.now()}-${batch}`,
              baseVersion: 0,
              actions: [{ type: 'setProblemStatement', problemStatement: `Card disputes take weeks to resolve (${batch}).` }],
            }),
          };
        },
      },
    ],
  });
  const portfolio = await runRoute('portfolio', { url: `${origin}/api/portfolio`, ...reader });
  let nextRead = 0;
  const read = await runRoute('read', {
    url: origin,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api/journeys/${listed[nextRead++ % listed.length]!.id}`, ...reader }) }],
  });
  const workspaces = await runRoute('workspaces', { url: `${origin}/api/workspaces`, ...reader });

  const row = (label: string, routeRun: RouteRun | undefined) => {
    if (routeRun === undefined) return `| ${label} | not run | | | | | | | |`;
    const { result, healthBefore, healthAfter } = routeRun;
    const healthRate = (healthBefore.requests.average + healthAfter.requests.average) / 2;
    return `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${Math.round(healthBefore.requests.average)} / ${Math.round(healthAfter.requests.average)} | ${Math.round((100 * result.requests.average) / healthRate)}% | ${result.non2xx} | ${result.errors + result.timeouts} |`;
  };
  console.log(`\nAPI on ${database ? 'PostgreSQL' : 'SQLite'}: closed loop, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
  console.log('| route | req/s | p50 ms | p99 ms | max ms | health before / after, req/s | of health | non-2xx | errors |\n|---|---|---|---|---|---|---|---|---|');
  console.log(row(`GET /api/journeys (list of ${LISTED_JOURNEYS})`, list));
  console.log(row('POST /api/journeys/:id/changes', changes));
  console.log(row('GET /api/portfolio', portfolio));
  console.log(row('GET /api/journeys/:id', read));
  console.log(row('GET /api/workspaces', workspaces));
  const healthRates = healthRuns.map((healthRun) => Math.round(healthRun.requests.average));
  console.log(`GET /api/health, ${HEALTH_SECONDS} s runs in order: ${healthRates.join(', ')} req/s`);
} finally {
  await server.stop();
  await database?.drop();
}
