import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteTestDatabase, type TestDatabase } from '../support/test-databases';
import { send } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';

/** HTML, the client-side routes' fallback, a static script, API answers and errors, a drawn avatar. */
const ANSWERS = [
  ['GET', '/', 200, 'text/html'],
  ['GET', '/dashboard', 200, 'text/html'],
  ['GET', '/assets/app-1a2b3c.js', 200, 'javascript'],
  ['GET', '/service-worker.js', 200, 'javascript'],
  ['GET', '/api/health', 200, 'application/json'],
  ['GET', '/api/journeys', 401, 'application/json'],
  ['GET', '/api/no-such-route', 404, 'application/json'],
  ['POST', '/api/journeys', 403, 'application/json'],
  ['GET', '/avatars/c1.svg', 200, 'image/svg+xml'],
] as const;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

function staticClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'security-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("client");');
  writeFileSync(join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

describe.each([
  { appUrl: 'http://localhost:3000', https: false },
  { appUrl: 'https://studio.bank.example', https: true },
])('security headers under $appUrl', ({ appUrl, https }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let staticDir: string;

  beforeAll(async () => {
    database = await createSqliteTestDatabase();
    staticDir = staticClient();
    server = await startLiveServer(database, { APP_URL: appUrl, STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(ANSWERS)(
    '%s %s carries a strict CSP and the hardening headers',
    async (method, path, status, type) => {
      const { headers, status: answered } = await send(`${server.url}${path}`, method);
      expect([answered, headers['content-type']]).toEqual([status, expect.stringContaining(type)]);
      const csp = directives(String(headers['content-security-policy'] ?? ''));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(https);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
      // HSTS for at least a year under https; over plain http it would mean nothing.
      const hstsMaxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1] ?? 0);
      expect(hstsMaxAge >= 31_536_000).toBe(https);
    },
  );

  it('lets no cache keep the service worker, so browsers find a new build at their next visit', async () => {
    const { headers } = await send(`${server.url}/service-worker.js`, 'GET');
    expect(headers['cache-control']).toBe('no-cache');
  });
});
