import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, createSqliteTestDatabase } from '../../../tests/support/test-databases';

describe('HTTP baseline', () => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    testDatabase = await createSqliteTestDatabase();
    testApp = await createTestApp(testDatabase, { BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('reports a healthy database', async () => {
    const health = await new TestClient(testApp).request('GET', '/api/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
  });

  it('sets a CSP without inline script and the other security headers on every answer', async () => {
    const { headers } = await new TestClient(testApp).request('GET', '/api/health');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers an oversized body with 413 and a JSON error', async () => {
    const response = await new TestClient(testApp).request('POST', '/api/auth/sign-in/email', { email: 'a@b.co', password: 'x'.repeat(5000) });
    expect(response).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('names each answer with a request id, whether our route or better-auth made it', async () => {
    const client = new TestClient(testApp);
    const ours = await client.request('GET', '/api/health');
    const theirs = await client.request('GET', '/api/auth/get-session');
    const ids = [ours.headers.get('x-request-id'), theirs.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('refuses an oversized body sent in chunks, without a length to check first', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1500));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await testApp.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers malformed JSON with 400 and an unknown API route with 404, both in the error shape', async () => {
    const malformed = await testApp.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: 'MALFORMED_JSON', message: 'The request body must be valid JSON.' } });
    const unknown = await new TestClient(testApp).request('GET', '/api/nothing-here');
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it('answers 503 from the health route when the database is gone', async () => {
    const broken = await createTestApp(await createSqliteTestDatabase());
    await broken.database.close();
    const health = await new TestClient(broken).request('GET', '/api/health');
    expect(health).toMatchObject({ status: 503, body: { database: 'down', error: { code: 'DATABASE_UNAVAILABLE' } } });
  });
});
