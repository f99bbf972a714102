import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_PAGES } from '../../../scripts/built-pages';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, createSqliteTestDatabase } from '../../../tests/support/test-databases';

/** A built script, long enough that its compressed copies are worth having. */
const SCRIPT = `export const words = ${JSON.stringify('innovation '.repeat(400))};\n`;

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
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-3f1c2a.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'app-3f1c2a.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'app-3f1c2a.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'tiny-9a8b7c.css'), 'a{color:red}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'service-worker.js'), 'self.skipWaiting();');
  return dir;
}

/** The app over the build above for the tests of a block: its requests, as a browser would send them. */
function appOverClientBuild(): (path: string, headers?: Record<string, string>) => Promise<Response> {
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
  return async (path, headers = {}) => testApp.app.request(path, { headers });
}

describe('a journey page announces its journey read with the page', () => {
  const request = appOverClientBuild();

  /** A browser that has signed in: the server only looks for the session cookie's presence; the app checks it. */
  const SIGNED_IN = { Cookie: 'better-auth.session_token=any-token' };
  const open = (path: string, headers: Record<string, string> = SIGNED_IN) => request(path, headers);
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

describe('the built client’s files are answered from memory', () => {
  const get = appOverClientBuild();

  const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

  it('sends a script in the best encoding the browser takes, each the same script', async () => {
    const brotli = await get('/assets/app-3f1c2a.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toBe(SCRIPT);
    const gzip = await get('/assets/app-3f1c2a.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(SCRIPT);
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/app-3f1c2a.js', acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});
      expect([plain.headers.get('content-encoding'), (await bytes(plain)).toString()]).toEqual([null, SCRIPT]);
    }
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to a browser that has the same encoding, and the file to one that has another', async () => {
    const first = await get('/assets/app-3f1c2a.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag')!;
    const again = await get('/assets/app-3f1c2a.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect([again.status, (await bytes(again)).length]).toEqual([304, 0]);
    const otherEncoding = await get('/assets/app-3f1c2a.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(otherEncoding.status).toBe(200);
    expect(gunzipSync(await bytes(otherEncoding)).toString()).toBe(SCRIPT);
  });

  it('sends files without compressed copies as they are, with their own type and caching', async () => {
    const style = await get('/assets/tiny-9a8b7c.css', { 'Accept-Encoding': 'br, gzip' });
    expect([style.status, style.headers.get('content-type'), style.headers.get('content-encoding'), await style.text()]).toEqual([
      200,
      'text/css; charset=utf-8',
      null,
      'a{color:red}',
    ]);
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const worker = await get('/service-worker.js');
    expect([worker.headers.get('cache-control'), await worker.text()]).toEqual(['no-cache', 'self.skipWaiting();']);
  });

  it('answers 404 for a script of another build, and nothing outside the build or its pages folder', async () => {
    expect((await get('/assets/app-0000000.js')).status).toBe(404);
    expect((await get('/assets/..%2f..%2fpackage.json')).status).toBe(404);
    // Any other address is the app's to draw (its own "not found" included), never a file of the folder.
    const pageFile = await get(`/${BUILT_PAGES['/dashboard']!.file}`);
    expect([pageFile.status, await pageFile.text()]).toEqual([200, '<!doctype html><title>any page</title>']);
  });

  it('sends a page compressed when the browser takes it, and never as a cached copy', async () => {
    const page = await get('/auth', { 'Accept-Encoding': 'br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(page)).toString()).toBe('<!doctype html><title>sign in</title>');
    expect([page.headers.get('cache-control'), page.headers.get('etag')]).toEqual(['no-cache', null]);
  });
});
