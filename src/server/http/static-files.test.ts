import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_PAGES } from '../../../scripts/built-pages';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, createSqliteTestDatabase } from '../../../tests/support/test-databases';

/** A client build with the pages the server serves by path (scripts/built-pages.ts). */
function clientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-pages-'));
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>any page</title>');
  for (const { file, opensJourney } of Object.values(BUILT_PAGES)) {
    if (opensJourney) writeFileSync(join(dir, file), '<!doctype html><title>journey</title>');
  }
  writeFileSync(join(dir, BUILT_PAGES['/dashboard']!.file), '<!doctype html><title>dashboard</title>');
  writeFileSync(join(dir, BUILT_PAGES['/chat']!.file), '<!doctype html><title>chat</title>');
  writeFileSync(join(dir, BUILT_PAGES['/auth']!.file), '<!doctype html><title>sign in</title>');
  writeFileSync(join(dir, BUILT_PAGES['/auth?mode=register']!.file), '<!doctype html><title>register</title>');
  return dir;
}

describe('a journey page announces its journey read with the page', () => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    testDatabase = await createSqliteTestDatabase();
    staticDir = clientBuild();
    testApp = await createTestApp(testDatabase, { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** A browser that has signed in: the server only looks for the session cookie's presence; the app checks it. */
  const SIGNED_IN = { Cookie: 'better-auth.session_token=any-token' };
  const open = (path: string, headers: Record<string, string> = SIGNED_IN) => testApp.app.request(path, { headers });
  const titleOf = async (address: string, headers?: Record<string, string>) =>
    /<title>(.*)<\/title>/.exec(await (await open(address, headers)).text())?.[1];

  it('names the journey of ?journeyId= in a Link preload, at the address the app reads it from', async () => {
    const journeyId = '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69';
    const answer = await open(`/define/problem?journeyId=${journeyId}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>journey</title>');
    expect(answer.headers.get('link')).toBe(`</api/journeys/${journeyId}>; rel=preload; as=fetch; crossorigin`);
  });

  it('sends the page an address asks for by its parameters, and the path’s own page otherwise', async () => {
    expect(await titleOf('/auth?mode=register')).toBe('register');
    expect(await titleOf('/auth?from=%2Fdashboard&mode=register')).toBe('register');
    expect(await titleOf('/auth')).toBe('sign in');
    expect(await titleOf('/auth?mode=sign-in')).toBe('sign in');
    expect(await titleOf('/auth?mode=register%00')).toBe('sign in');
  });

  it('sends a visitor with no session the sign-in page at a signed-in page’s address, with nothing announced', async () => {
    const journeyId = '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69';
    for (const address of ['/dashboard', '/chat', `/define/problem?journeyId=${journeyId}`]) {
      const answer = await open(address, {});
      expect([address, answer.status, answer.headers.get('link')]).toEqual([address, 200, null]);
      expect(await answer.text()).toContain('<title>sign in</title>');
      expect(answer.headers.get('vary')).toContain('Cookie');
    }
    // Another cookie is no session; the secure name (HTTPS deployments) is one.
    expect(await titleOf('/dashboard', { Cookie: 'theme=dark' })).toBe('sign in');
    expect(await titleOf('/dashboard', { Cookie: 'theme=dark; __Secure-better-auth.session_token=t' })).toBe('dashboard');
    expect(await titleOf('/chat')).toBe('chat');
    // Pages for everyone are the same either way.
    expect(await titleOf('/auth?mode=register', {})).toBe('register');
  });

  it('announces nothing for an id of another shape, a page without a journey, or another page', async () => {
    const shapes = ['a\r\nSet-Cookie: stolen=1', '../../api/admin', 'x'.repeat(65), 'id with spaces', ''];
    for (const shape of shapes) {
      const answer = await open(`/validate/worth?journeyId=${encodeURIComponent(shape)}`);
      expect([answer.status, answer.headers.get('link'), answer.headers.get('set-cookie')]).toEqual([200, null, null]);
    }
    expect((await open('/define/problem')).headers.get('link')).toBeNull();
    expect((await open('/dashboard?journeyId=3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69')).headers.get('link')).toBeNull();
  });
});
