// The JavaScript a first visit loads, measured in a real browser: `npm run bench:bundle` (builds first).
// Every script the page fetches counts, not only those index.html names, until none has come for 2 s.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createJourney } from './create-journey';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const DIST = process.env.BENCH_STATIC_DIR ?? 'dist/client';

async function scriptsLoadedBy(origin: string, path: string, cookie: string | undefined, holdsStream: boolean): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext();
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: origin }]);
    }
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    // A journey screen keeps its event stream open, so the network is never idle there. Everywhere,
    // scripts that start after a quiet moment (the header's, once the session has answered) count
    // too: wait until none has come for 2 s.
    await page.goto(`${origin}${path}`, { waitUntil: holdsStream ? 'load' : 'networkidle' });
    let seen = -1;
    while (seen !== scripts.length) {
      seen = scripts.length;
      await page.waitForTimeout(2000);
    }
    return [...new Set(scripts)];
  } finally {
    await browser.close();
  }
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
}

const server = await startBenchServer(4711, undefined, process.env.BENCH_STATIC_DIR ? { STATIC_DIR: DIST } : {});
try {
  const cookie = await signUp(server.origin);
  // A journey, so that the dashboard shows its list (and each row its menu) as a user's would.
  const journeyId = await createJourney(server.origin, cookie);
  console.log(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  // Targets of issue 20.
  for (const [label, path, withCookie, targetKb] of [
    ['first visit to /, signed out', '/', false, 110],
    ['first visit to /, signed in', '/', true, undefined],
    ['first visit to /auth, signed out', '/auth', false, undefined],
    ['first visit to /dashboard, signed in', '/dashboard', true, 160],
    ['first visit to a journey screen (/define/problem), signed in', `/define/problem?journeyId=${journeyId}`, true, undefined],
  ] as const) {
    const scripts = await scriptsLoadedBy(server.origin, path, withCookie ? cookie : undefined, path.startsWith('/define/'));
    const total = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
    const target = targetKb === undefined ? '' : ` (target <= ${targetKb} KB: ${total <= targetKb ? 'met' : 'not met'})`;
    console.log(`${label}: ${scripts.length} scripts, ${total.toFixed(1)} KB gzip -9${target}`);
    // BENCH_LIST_SCRIPTS=1: each script with its size, largest first (where to look for savings).
    if (process.env.BENCH_LIST_SCRIPTS) {
      for (const [file, kb] of scripts.map((file) => [file, gzipKb(file)] as const).sort((a, b) => b[1] - a[1])) {
        console.log(`  ${kb.toFixed(1).padStart(6)} KB ${file}`);
      }
    }
  }
} finally {
  await server.stop();
}
