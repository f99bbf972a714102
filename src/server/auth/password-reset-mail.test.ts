import { afterAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../../../tests/support/capturing-logger';
import { deleteRedisKeys, testRedisUrl, uniqueRedisKeyPrefix } from '../../../tests/support/test-redis';
import { memoryRateLimitStores, openRateLimitStores } from '../http/rate-limit-stores';
import { createLogger } from '../logger';
import { createPasswordResetSender } from './password-reset-mail';

const redisUrl = testRedisUrl();
const keyPrefix = uniqueRedisKeyPrefix();
const alice = { id: 'user-alice', email: 'alice@bank.example' };
const bob = { id: 'user-bob', email: 'bob@bank.example' };

/** Without SMTP the links go to the log, which is where this test reads what was "sent". */
async function linksLoggedAfter(
  send: () => void,
  logged: () => string[],
  expected: number,
): Promise<string[]> {
  send();
  const deadline = Date.now() + 5_000;
  while (logged().length < expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return logged();
}

afterAll(async () => {
  if (redisUrl) await deleteRedisKeys(redisUrl, keyPrefix);
});

describe('password-reset e-mails', () => {
  it('go out at most once a minute per account', async () => {
    const { logger, warnings } = capturingLogger();
    const send = createPasswordResetSender({
      mailer: null,
      logger,
      appUrl: 'https://studio.bank.example',
      production: false,
      rateLimitStores: memoryRateLimitStores(),
    });
    const links = () => warnings().filter((message) => message.includes('/reset-password?token='));
    const sent = await linksLoggedAfter(
      () => {
        send(alice, 'token-1');
        send(alice, 'token-2');
        send(bob, 'token-3');
      },
      links,
      2,
    );
    expect(sent.map((message) => message.match(/token=([\w-]+)/)?.[1])).toEqual(['token-1', 'token-3']);
  });

  if (redisUrl) {
    it('go out at most once a minute per account across app processes sharing Redis', async () => {
      const processes = await Promise.all(
        [1, 2].map(() => openRateLimitStores({ url: redisUrl, keyPrefix }, createLogger('silent'))),
      );
      const { logger, warnings } = capturingLogger();
      try {
        const [first, second] = processes.map((rateLimitStores) =>
          createPasswordResetSender({
            mailer: null,
            logger,
            appUrl: 'https://studio.bank.example',
            production: false,
            rateLimitStores,
          }),
        );
        const links = () => warnings().filter((message) => message.includes('/reset-password?token='));
        await linksLoggedAfter(() => first!(alice, 'token-on-a'), links, 1);
        // Bob's count is answered after Alice's on the same connection, so once his link is out, hers was decided.
        const sent = await linksLoggedAfter(
          () => {
            second!(alice, 'token-on-b');
            second!(bob, 'token-for-bob');
          },
          links,
          2,
        );
        expect(sent.map((message) => message.match(/token=([\w-]+)/)?.[1])).toEqual([
          'token-on-a',
          'token-for-bob',
        ]);
      } finally {
        await Promise.all(processes.map((stores) => stores.close()));
      }
    });
  }
});
