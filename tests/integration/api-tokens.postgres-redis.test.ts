import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiToken } from '../../src/domain/api-token-api';
import type { AuditPage } from '../../src/domain/audit-api';
import { BalancedBrowser } from '../support/balanced-browser';
import { type ServerProcess, freePort, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type TestDatabase, createPostgresTestDatabase } from '../support/test-databases';
import { killPrivateRedis, startPrivateRedis, uniqueRedisKeyPrefix } from '../support/test-redis';
import { journeyState } from '../support/workspace-helpers';

const STARTUP_TIMEOUT_MS = 90_000;
const adminUrl = process.env.TEST_DATABASE_URL;

/** An integration's call: the token, no cookie, no Origin. */
async function withToken(server: ServerProcess, secret: string, method: string, path: string, ip: string, json?: unknown) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${secret}`, 'X-Forwarded-For': ip, ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: json !== undefined ? JSON.stringify(json) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as { error?: { code: string } } };
}

if (adminUrl) {
  describe('API tokens on two app processes (PostgreSQL and Redis)', () => {
    let database: TestDatabase;
    let redis: ChildProcess;
    let a: ServerProcess;
    let b: ServerProcess;
    const owner = new BalancedBrowser('203.0.113.40');
    let teamId = '';

    beforeAll(async () => {
      const redisPort = await freePort();
      redis = await startPrivateRedis(redisPort);
      database = await createPostgresTestDatabase(adminUrl);
      const env = {
        DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(),
        APP_URL: 'http://studio.bank.test',
        TRUST_PROXY: 'true',
      };
      [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      await Promise.all([waitUntilHealthy(a, STARTUP_TIMEOUT_MS), waitUntilHealthy(b, STARTUP_TIMEOUT_MS)]);
      expect((await owner.signUp(a, `owner-${randomUUID()}@bank.example`)).status).toBe(200);
      teamId = (await owner.request<{ workspace: { id: string } }>(a, 'POST', '/api/workspaces', { name: 'Treasury' })).body.workspace.id;
    }, 2 * STARTUP_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      if (redis) await killPrivateRedis(redis);
      await database?.drop();
    });

    it('uses a token made on one process on the other, records both processes’ uses in one chain, and a revocation holds on both at once', async () => {
      const created = await owner.request<CreatedApiToken>(a, 'POST', `/api/workspaces/${teamId}/tokens`, { name: 'Treasury sync', scopes: ['journeys:write', 'audit:read'] });
      expect(created.status).toBe(201);
      const { secret, token } = created.body;
      const made = await withToken(b, secret, 'POST', '/api/journeys', '198.51.100.5', { state: journeyState('FX payments to our corporate clients settle a day late.') });
      expect(made.status).toBe(201);
      expect((await withToken(a, secret, 'GET', '/api/journeys', '198.51.100.5')).status).toBe(200);

      const trail = await withToken(a, secret, 'GET', `/api/workspaces/${teamId}/audit?action=token`, '198.51.100.5');
      const entries = (trail.body as unknown as AuditPage).entries.filter((entry) => entry.targetId === token.id);
      expect(entries.map((entry) => [entry.action, entry.details.method ?? null]).reverse()).toEqual([
        ['token.created', null],
        ['token.used', 'POST'],
        ['token.used', 'GET'],
      ]);

      expect((await owner.request(a, 'DELETE', `/api/workspaces/${teamId}/tokens/${token.id}`)).status).toBe(204);
      for (const server of [b, a]) {
        const refused = await withToken(server, secret, 'GET', '/api/journeys', '198.51.100.5');
        expect([refused.status, refused.body.error?.code]).toEqual([401, 'TOKEN_REVOKED']);
      }
    });

    it('counts failed token attempts from one address on both processes together', async () => {
      const address = '198.51.100.99';
      const made = `iso_wst_${'z'.repeat(43)}`;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await withToken(a, made, 'GET', '/api/journeys', address)).status).toBe(401);
        expect((await withToken(b, made, 'GET', '/api/journeys', address)).status).toBe(401);
      }
      expect((await withToken(b, made, 'GET', '/api/journeys', address)).status).toBe(429);
      expect((await withToken(a, made, 'GET', '/api/journeys', address)).status).toBe(429);
    });
  });
}
