// Lighthouse (mobile emulation, the system Chromium) on /, /auth and /dashboard: `npm run bench:lighthouse`.
// Lighthouse itself is fetched by npx on first use, so it is not a dependency of the app or of CI.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@12.8.2';

function audit(url: string, cookie?: string) {
  const output = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');
  const args = ['--yes', LIGHTHOUSE, url, '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`, '--quiet'];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  execFileSync('npx', args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } });
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
  };
}

const server = await startBenchServer(4710);
try {
  const cookie = await signUp(server.origin);
  console.log('| page | performance | accessibility | best practices | LCP ms | TBT ms |\n|---|---|---|---|---|---|');
  for (const [path, withCookie] of [['/', false], ['/auth', false], ['/dashboard', true]] as const) {
    const result = audit(`${server.origin}${path}`, withCookie ? cookie : undefined);
    console.log(`| ${path} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.lcp} | ${result.tbt} |`);
  }
} finally {
  await server.stop();
}
