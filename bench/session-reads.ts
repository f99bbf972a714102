// Signed-in reads against the health route of the same server: `npx tsx bench/session-reads.ts`.
// BENCH_BEFORE_DIR=<another checkout> runs that checkout's server first, in the same run, for a
// before-and-after (e.g. a worktree of the commit before the session cache).
import autocannon from 'autocannon';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const run = (url: string, cookie?: string) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: cookie ? { Cookie: cookie } : {} });

async function measure(label: string, port: number, cwd?: string): Promise<string[]> {
  const server = await startBenchServer(port, undefined, {}, cwd);
  try {
    const origin = server.origin;
    const cookie = await signUp(origin);
    for (let index = 0; index < 5; index += 1) {
      await fetch(`${origin}/api/journeys`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
        body: JSON.stringify({ state: { problemStatement: `Bench journey ${index}` } }),
      });
    }
    const health = await run(`${origin}/api/health`);
    const share = (result: autocannon.Result) => `${Math.round((100 * result.requests.average) / health.requests.average)}%`;
    const row = (route: string, result: autocannon.Result) =>
      `| ${label} | ${route} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${share(result)} | ${result.non2xx} |`;
    const rows = [row('GET /api/health', health)];
    for (const [route, path] of [
      ['GET /api/auth/get-session', '/api/auth/get-session'],
      ['GET /api/account/sessions', '/api/account/sessions'],
      ['GET /api/journeys (5)', '/api/journeys'],
    ] as const) {
      rows.push(row(route, await run(`${origin}${path}`, cookie)));
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const rows: string[] = [];
if (process.env.BENCH_BEFORE_DIR) rows.push(...(await measure('before', 4710, process.env.BENCH_BEFORE_DIR)));
rows.push(...(await measure('after', 4711)));
console.log(`\nSigned-in reads: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, one user's cookie`);
console.log('| server | route | req/s | p99 ms | of health | non-2xx |\n|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
