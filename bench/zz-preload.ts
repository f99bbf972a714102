import { chromium } from '@playwright/test';
import { startBenchServer } from './start-server';
import { signUp } from './sign-up';
const server = await startBenchServer(4713, undefined, { STATIC_DIR: process.env.SD! });
const cookie = await signUp(server.origin);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const signedIn of [true, false]) {
  const context = await browser.newContext();
  if (signedIn) { const [name, value] = cookie.split('=') as [string, string]; await context.addCookies([{ name, value, url: server.origin }]); }
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/')) seen.push(`${r.resourceType()} ${new URL(r.url()).pathname}`); });
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  await page.goto(server.origin + '/dashboard', { waitUntil: 'networkidle' });
  await page.waitForTimeout(4000);
  console.log(signedIn ? 'signed in' : 'signed out', await page.locator('h1').allTextContents(), seen);
  await context.close();
}
await browser.close();
await server.stop();
