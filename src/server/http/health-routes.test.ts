import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrozenTcpPeer } from '../../../tests/support/frozen-tcp-peer';
import { TestClient } from '../../../tests/support/http-client';
import { freePort } from '../../../tests/support/server-process';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, createSqliteTestDatabase } from '../../../tests/support/test-databases';
import { testRedisUrl, uniqueRedisKeyPrefix } from '../../../tests/support/test-redis';

const redisUrl = testRedisUrl();

describe('GET /api/health', () => {
  let testDatabase: TestDatabase;
  const opened: TestApp[] = [];
  const openApp = async (env: Record<string, string> = {}) => {
    const testApp = await createTestApp(testDatabase, { REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(), ...env });
    opened.push(testApp);
    return testApp;
  };
  const health = async (testApp: TestApp) => new TestClient(testApp).request('GET', '/api/health');

  beforeAll(async () => {
    testDatabase = await createSqliteTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((testApp) => testApp.close().catch(() => undefined)));
    await testDatabase.drop();
  });

  it('says Redis is not configured when REDIS_URL is unset', async () => {
    expect(await health(await openApp())).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'up', redis: 'not configured' },
    });
  });

  it('stays 200 but says degraded when Redis is configured and unreachable', async () => {
    const testApp = await openApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    expect(await health(testApp)).toMatchObject({
      status: 200,
      body: { status: 'degraded', database: 'up', redis: 'down' },
    });
  });

  it('stays 200 but says degraded when Redis accepts connections and never answers (frozen)', async () => {
    const frozen = await startFrozenTcpPeer();
    try {
      expect(await health(await openApp({ REDIS_URL: frozen.url }))).toMatchObject({
        status: 200,
        body: { status: 'degraded', database: 'up', redis: 'down' },
      });
    } finally {
      await frozen.close();
    }
  });

  it('answers 503 when the database is gone, whatever Redis says', async () => {
    const testApp = await openApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    await testApp.database.close();
    expect(await health(testApp)).toMatchObject({
      status: 503,
      body: {
        status: 'unavailable',
        database: 'down',
        redis: 'down',
        error: { code: 'DATABASE_UNAVAILABLE' },
      },
    });
  });

  if (redisUrl) {
    it('says Redis is up when it answers', async () => {
      expect(await health(await openApp({ REDIS_URL: redisUrl }))).toMatchObject({
        status: 200,
        body: { status: 'ok', database: 'up', redis: 'up' },
      });
    });
  }
});
