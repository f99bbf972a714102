// The built client's files and pages, closed loop, against the health route of the same server in
// the same run: `npx vite build && npx tsx bench/static-files.ts`. A journey screen's first visit
// asks for some seventy files, so what one costs the server counts as much as an API route.
// BENCH_CONNECTIONS (default 50) connections, BENCH_SECONDS (default 5) per address, health before
// and after each. BENCH_SERVER_DIR runs another checkout's built server (a "before" figure); its
// client build is read from that checkout too.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './start-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const serverDir = process.env.BENCH_SERVER_DIR ?? process.cwd();
const assetsDir = join(serverDir, 'dist/client/assets');
const asset = (prefix: string) => {
  const name = readdirSync(assetsDir).find((file) => file.startsWith(prefix) && file.endsWith('.js'));
  if (!name) throw new Error(`No ${prefix}*.js in ${assetsDir}: build the client first`);
  return `/assets/${name}`;
};

// As a browser asks: compressed if it can be.
const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
const run = (origin: string, path: string) => autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });

const addresses: [string, string][] = [
  ['a small script (Table, 1.6 KB compressed)', asset('Table-')],
  ['the largest first-visit script (shell, 80 KB compressed)', asset('shell-')],
  ['a page (/auth, its frame drawn in)', '/auth'],
];

const server = await startBenchServer(4740, undefined, {}, serverDir);
try {
  console.log(`${serverDir}: closed loop, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log('| address | req/s | p99 ms | health before / after, req/s | of health |\n|---|---|---|---|---|');
  let healthBefore = await run(server.origin, '/api/health');
  for (const [label, path] of addresses) {
    const result = await run(server.origin, path);
    const healthAfter = await run(server.origin, '/api/health');
    const health = (healthBefore.requests.average + healthAfter.requests.average) / 2;
    const share = Math.round((100 * result.requests.average) / health);
    console.log(
      `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${Math.round(healthBefore.requests.average)} / ${Math.round(healthAfter.requests.average)} | ${share}% |`,
    );
    if (result.non2xx > 0 || result.errors > 0) console.log(`  ${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    healthBefore = healthAfter;
  }
} finally {
  await server.stop();
}
