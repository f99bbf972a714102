// The JavaScript a first visit loads, measured in a real browser: `npm run bench:bundle` (builds first).
// Every script the page fetches until the network is idle counts, not only those index.html names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const DIST = 'dist/client';
const TARGET_KB = 90;

async function scriptsLoadedBy(origin: string, path: string, cookie?: string): Promise<string[]> {
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
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    return [...new Set(scripts)];
  } finally {
    await browser.close();
  }
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
}

const server = await startBenchServer(4711);
try {
  const cookie = await signUp(server.origin);
  for (const [label, path, withCookie] of [
    ['first visit to /, signed out', '/', false],
    ['first visit to /, signed in', '/', true],
    ['first visit to /dashboard, signed in', '/dashboard', true],
  ] as const) {
    const scripts = await scriptsLoadedBy(server.origin, path, withCookie ? cookie : undefined);
    const total = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`${label}: ${scripts.length} scripts, ${total.toFixed(1)} KB gzip -9 (target for / <= ${TARGET_KB} KB)`);
  }
} finally {
  await server.stop();
}
