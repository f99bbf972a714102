// Lighthouse (mobile emulation, the system Chromium) on /, /auth, /dashboard and a journey screen:
// `npm run bench:lighthouse`. Lighthouse itself is fetched by npx on first use, so it is not a
// dependency of the app or of CI.
//
// Each page is audited LIGHTHOUSE_RUNS times (default 3) and each figure is the median of its runs,
// taken figure by figure: on a shared machine one run can be slowed by a neighbour. The elements that
// moved (Lighthouse's layout-shift details) are printed for any page whose CLS is not 0.
// BENCH_STATIC_DIR serves another build (for example a copy of main's dist/client, for a before/after);
// BENCH_PAGES picks pages (see below).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJourney } from './create-journey';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] } }>;
}

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  shifts: string[];
}

function audit(url: string, cookie?: string): Audit {
  const output = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');
  const args = ['--yes', LIGHTHOUSE, url, '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`, '--quiet'];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  execFileSync('npx', args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } });
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: Math.round(value('largest-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    shifts: (report.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '?'} ${(item.node?.snippet ?? '').slice(0, 120)}`,
    ),
  };
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): such a run is made again, twice at most. */
function auditWithRetries(url: string, cookie?: string): Audit {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return audit(url, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${url}: Lighthouse failed (attempt ${attempt}), running it again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const staticDir = process.env.BENCH_STATIC_DIR;
/** BENCH_PAGES=/dashboard,/auth audits only the pages whose paths start so. */
const onlyPages = process.env.BENCH_PAGES?.split(',');
const server = await startBenchServer(4710, undefined, staticDir ? { STATIC_DIR: staticDir } : {});
try {
  const cookie = await signUp(server.origin);
  // A few journeys, so that the dashboard shows its list as a user's would.
  const journeyId = await createJourney(server.origin, cookie);
  await createJourney(server.origin, cookie);
  await createJourney(server.origin, cookie);
  const allPages: [string, string | undefined][] = [
    ['/', undefined],
    ['/auth', undefined],
    ['/dashboard', cookie],
    [`/define/problem?journeyId=${journeyId}`, cookie],
  ];
  const pages = allPages.filter(([path]) => !onlyPages || onlyPages.some((only) => path.startsWith(only)));
  console.log(`${RUNS} runs per page, median of each figure; load average at start ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const rows: string[] = [];
  for (const [path, pageCookie] of pages) {
    const runs = Array.from({ length: RUNS }, () => auditWithRetries(`${server.origin}${path}`, pageCookie));
    const pick = (key: Exclude<keyof Audit, 'shifts'>) => median(runs.map((run) => run[key]));
    const label = path.startsWith('/define/') ? '/define/problem (journey)' : path;
    rows.push(
      `| ${label} | ${pick('performance')} (${runs.map((run) => run.performance).join(', ')}) | ${pick('accessibility')} | ${pick('bestPractices')} | ${pick('lcp')} | ${pick('tbt')} | ${pick('cls')} |`,
    );
    for (const shift of new Set(runs.flatMap((run) => run.shifts))) console.log(`  ${label} layout shift: ${shift}`);
  }
  console.log(`load average at end ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  console.log('| page | performance (runs) | accessibility | best practices | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await server.stop();
}
