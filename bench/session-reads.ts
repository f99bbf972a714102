// Signed-in reads against the health route of the same server: `npx tsx bench/session-reads.ts`.
// BENCH_BEFORE_DIR=<another checkout> also runs that checkout's server (e.g. a worktree of the
// commit before the session cache), side by side: on a shared machine the load moves within
// seconds, so each figure is the median of short rounds, each health and a route on one server
// straight after each other, the servers taking turns.
import autocannon from 'autocannon';
import { type BenchServer, startBenchServer } from './start-server';
import { signUp } from './sign-up';

const CONNECTIONS = 50;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** BENCH_PATHS=/api/workspaces,/api/journeys measures those instead. */
const ROUTES: ReadonlyArray<readonly [string, string]> = process.env.BENCH_PATHS
  ? process.env.BENCH_PATHS.split(',').map((path) => [`GET ${path}`, path] as const)
  : [
      ['GET /api/auth/get-session', '/api/auth/get-session'],
      ['GET /api/account/sessions', '/api/account/sessions'],
      ['GET /api/journeys (5)', '/api/journeys'],
    ];

interface Contender {
  label: string;
  server: BenchServer;
  cookie: string;
}

const run = (url: string, cookie?: string) =>
  autocannon({ url, connections: CONNECTIONS, duration: ROUND_SECONDS, headers: cookie ? { Cookie: cookie } : {} });

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

async function contender(label: string, port: number, cwd?: string): Promise<Contender> {
  const server = await startBenchServer(port, undefined, {}, cwd);
  const cookie = await signUp(server.origin);
  for (let index = 0; index < 5; index += 1) {
    await fetch(`${server.origin}/api/journeys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin, Cookie: cookie },
      body: JSON.stringify({ state: { problemStatement: `Bench journey ${index}` } }),
    });
  }
  return { label, server, cookie };
}

const contenders: Contender[] = [];
try {
  if (process.env.BENCH_BEFORE_DIR) contenders.push(await contender('before', 4710, process.env.BENCH_BEFORE_DIR));
  contenders.push(await contender('after', 4711));
  const rows: string[] = [];
  for (const [route, path] of ROUTES) {
    const figures = new Map(contenders.map((c) => [c.label, { shares: [] as number[], rates: [] as number[], healthRates: [] as number[], p99s: [] as number[], refused: 0 }]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { label, server, cookie } of contenders) {
        const health = await run(`${server.origin}/api/health`);
        const result = await run(`${server.origin}${path}`, cookie);
        const figure = figures.get(label)!;
        figure.shares.push((100 * result.requests.average) / health.requests.average);
        figure.rates.push(result.requests.average);
        figure.healthRates.push(health.requests.average);
        figure.p99s.push(result.latency.p99);
        figure.refused += result.non2xx;
      }
    }
    for (const [label, figure] of figures) {
      rows.push(`| ${label} | ${route} | ${Math.round(median(figure.rates))} | ${Math.round(median(figure.healthRates))} | ${median(figure.p99s)} | ${Math.round(median(figure.shares))}% | ${figure.refused} |`);
    }
  }
  console.log(`\nSigned-in reads, one user's cookie: ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${ROUND_SECONDS} s (health, then the route)`);
  console.log('| server | route | req/s | health req/s | p99 ms | of health | non-2xx |\n|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await Promise.all(contenders.map((c) => c.server.stop()));
}
