import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookSecretAnswer } from '../../src/domain/webhooks/webhooks-api';
import { Visitor, uniqueEmail } from '../security/support/http-visitor';
import { sampleJourneyState } from '../security/support/sample-data';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type TestDatabase, createPostgresTestDatabase } from '../support/test-databases';
import { deleteRedisKeys, testRedisUrl, uniqueRedisKeyPrefix } from '../support/test-redis';
import { type WebhookReceiver, startWebhookReceiver, verifyStandardWebhook } from '../support/webhook-receiver';

/** The one public origin of both processes, as behind a load balancer. */
const APP_URL = 'http://studio.bank.test';
const STARTUP_TIMEOUT_MS = 45_000;
const JOURNEYS = 12;
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = testRedisUrl();

if (adminUrl && redisUrl) {
  describe('webhooks across two app processes on one PostgreSQL and one Redis', () => {
    const keyPrefix = uniqueRedisKeyPrefix();
    let database: TestDatabase;
    let receiver: WebhookReceiver;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createPostgresTestDatabase(adminUrl);
      receiver = await startWebhookReceiver();
      const env = {
        DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: keyPrefix,
        APP_URL,
        WEBHOOK_ALLOWED_ENDPOINTS: receiver.origin,
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      };
      [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      await Promise.all([waitUntilHealthy(a, STARTUP_TIMEOUT_MS), waitUntilHealthy(b, STARTUP_TIMEOUT_MS)]);
    }, 2 * STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      await receiver?.close();
      await database?.drop();
      await deleteRedisKeys(redisUrl, keyPrefix);
    });

    it('delivers each event once, whichever process made it, with both processes polling the one outbox', async () => {
      const onA = new Visitor(a.origin, APP_URL);
      await onA.signUp(uniqueEmail('owner'));
      const onB = new Visitor(b.origin, APP_URL);
      onB.cookie = onA.cookie;
      const team = ((await onA.request('POST', '/api/workspaces', { json: { name: 'Scale-out squad' } })).json as { workspace: { id: string } }).workspace.id;
      const created = await onB.request('POST', `/api/workspaces/${team}/webhooks`, { json: { kind: 'webhook', url: `${receiver.origin}/in`, events: ['journey.created'] } });
      expect(created.status, created.text).toBe(201);
      const { signingSecret } = created.json as WebhookSecretAnswer;

      for (let index = 0; index < JOURNEYS; index += 1) {
        const visitor = index % 2 === 0 ? onA : onB;
        const journey = await visitor.request('POST', '/api/journeys', { json: { state: sampleJourneyState(), workspaceId: team } });
        expect(journey.status).toBe(201);
      }
      await expect.poll(() => receiver.calls.length, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(JOURNEYS);
      // A few more polls of both processes: nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const ids = receiver.calls.map((call) => call.headers['webhook-id']);
      expect(ids).toHaveLength(JOURNEYS);
      expect(new Set(ids).size).toBe(JOURNEYS);
      expect(receiver.calls.every((call) => verifyStandardWebhook(signingSecret!, call))).toBe(true);
    });
  });
}
