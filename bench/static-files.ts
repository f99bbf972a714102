// The built client's files and pages, closed loop, against the health route of the same server in
// the same run: `npx vite build && npx tsx bench/static-files.ts`. A journey screen's first visit
// asks for some seventy files, so what one costs the server counts as much as an API route.
// BENCH_CONNECTIONS (default 50) connections, BENCH_SECONDS (default 5) per address, health before
// and after each. Then on schedule (an open loop, bench/send-on-schedule.ts) at BENCH_RATES
// (default 1000,3000,6000 req/s): health alone, then a first visit's mix (one page for every nine
// scripts of several sizes), each mix p99 against health's at the same rate. BENCH_SERVER_DIR runs
// another checkout's built server (a "before" figure); its client build is read from that checkout too.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type ScheduledRequest, sendOnSchedule, summarise } from './send-on-schedule';
import { startBenchServer } from './start-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const serverDir = process.env.BENCH_SERVER_DIR ?? process.cwd();
const assetsDir = join(serverDir, 'dist/client/assets');
const RATES = (process.env.BENCH_RATES ?? '1000,3000,6000').split(',').map(Number);
const SCHEDULE_SECONDS = Number(process.env.BENCH_SCHEDULE_SECONDS ?? 10);
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

  // A first visit's files: the page, then its scripts, small ones mostly (the large ones are few).
  const visit = ['/auth', ...['Table-', 'Modal-', 'Input-', 'Popover-', 'zod-', 'Menu-', 'use-form-', 'Select-', 'Textarea-'].map(asset)];
  const get = (path: string): ScheduledRequest => ({ method: 'GET', path, headers });
  console.log(`\nOn schedule, ${SCHEDULE_SECONDS} s per phase: health alone, then a first visit's files (${visit.length} addresses in turn)`);
  console.log('| rate req/s | health p99 ms | files p50 ms | files p99 ms | p99 / health p99 | seconds with a request over 1 s | non-2xx | no answer | sender late p99 ms |\n|---|---|---|---|---|---|---|---|---|');
  for (const rate of RATES) {
    const health = summarise(await sendOnSchedule({ origin: server.origin, rate, seconds: SCHEDULE_SECONDS, next: () => get('/api/health') }));
    const files = summarise(await sendOnSchedule({ origin: server.origin, rate, seconds: SCHEDULE_SECONDS, next: (index) => get(visit[index % visit.length]!) }));
    const ratio = Number.isFinite(files.p99) ? `${(files.p99 / health.p99).toFixed(1)}x` : 'no answer';
    console.log(
      `| ${rate} | ${health.p99.toFixed(1)} | ${files.p50.toFixed(1)} | ${files.p99.toFixed(1)} | ${ratio} | ${files.secondsOverOneSecond} | ${files.otherErrors + files.shed} | ${files.timeouts} | ${health.senderLateP99.toFixed(0)} / ${files.senderLateP99.toFixed(0)} |`,
    );
  }
} finally {
  await server.stop();
}
