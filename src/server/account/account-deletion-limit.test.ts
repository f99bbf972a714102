import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, createSqliteTestDatabase } from '../../../tests/support/test-databases';

describe('account deletion as a password check', () => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    testDatabase = await createSqliteTestDatabase();
    testApp = await createTestApp(testDatabase, { AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('stops guessing the password after the sign-in budget, for that user only', async () => {
    const guesser = new TestClient(testApp);
    const email = uniqueEmail('guess');
    await guesser.signUp(email, 'correct-horse-battery');
    const answers = [];
    for (const guess of ['guess-one', 'guess-two', 'guess-three', 'correct-horse-battery']) {
      answers.push(await guesser.request('POST', '/api/account/delete', { confirmation: guess }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
    expect(Number(answers.at(-1)?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guesser.request('GET', '/api/auth/get-session')).body).not.toBeNull();

    const other = new TestClient(testApp);
    await other.signUp(uniqueEmail('other'), 'lantern-orchard-77');
    expect((await other.request('POST', '/api/account/delete', { confirmation: 'lantern-orchard-77' })).status).toBe(200);
  });
});
