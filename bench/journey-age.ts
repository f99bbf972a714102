// Whether a change costs more on a journey that has been changed many times:
// `npx tsx bench/journey-age.ts`. One API client rewrites the problem statement of one journey,
// a change at a time (BENCH_WRITES, default 3,000, in BENCH_ROUNDS rounds), as an integration that
// keeps a journey in step with another system does; each round prints its mean time per change
// and the mean of health requests sent between rounds, so the ratio holds on a shared machine.
// BENCH_BEFORE_DIR=<another checkout> runs that checkout's server too, one after the other.
import { loadavg } from 'node:os';
import { createJourney } from './create-journey';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const WRITES = Number(process.env.BENCH_WRITES ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HEALTH_REQUESTS = 500;

async function meanMs(requests: number, send: (index: number) => Promise<Response>): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < requests; index += 1) {
    const response = await send(index);
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  return (performance.now() - started) / requests;
}

async function measure(label: string, cwd?: string): Promise<string[]> {
  const server = await startBenchServer(4730, undefined, {}, cwd);
  try {
    const { origin } = server;
    const cookie = await signUp(origin);
    const journeyId = await createJourney(origin, cookie);
    const headers = { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie };
    let written = 0;
    const rows: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const health = await meanMs(HEALTH_REQUESTS, () => fetch(`${origin}/api/health`));
      const change = await meanMs(WRITES / ROUNDS, () => {
        written += 1;
        return fetch(`${origin}/api/journeys/${journeyId}/changes`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            batchId: `age-${label}-${written}`,
            baseVersion: 0,
            actions: [{ type: 'setProblemStatement', problemStatement: `Card disputes take weeks to resolve (${written}).` }],
          }),
        });
      });
      rows.push(`| ${label} | ${written - WRITES / ROUNDS + 1}-${written} | ${change.toFixed(2)} | ${health.toFixed(2)} | ${(change / health).toFixed(1)}x |`);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

console.log(`load average at start ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
const rows = [...(process.env.BENCH_BEFORE_DIR ? await measure('before', process.env.BENCH_BEFORE_DIR) : []), ...(await measure('now'))];
console.log(`load average at end ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
console.log('| server | changes | ms per change | ms per health request | ratio |\n|---|---|---|---|---|');
for (const row of rows) console.log(row);
