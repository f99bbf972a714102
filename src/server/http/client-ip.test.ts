import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, createSqliteTestDatabase } from '../../../tests/support/test-databases';

describe('the client address behind a trusted proxy (TRUST_PROXY=true)', () => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    testDatabase = await createSqliteTestDatabase();
    testApp = await createTestApp(testDatabase, { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('is the address the proxy appended, so a forged X-Forwarded-For buys no fresh sign-in budget', async () => {
    const attacker = new TestClient(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // What an appending proxy forwards: the client's own header, then the address it saw.
      const forwarded = `198.51.100.${attempt + 1}, 203.0.113.66`;
      const answer = await attacker.request(
        'POST',
        '/api/auth/sign-in/email',
        { email: 'victim@bank.example', password: `guess-${attempt}-password` },
        { 'X-Forwarded-For': forwarded },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const neighbour = await new TestClient(testApp).request(
      'POST',
      '/api/auth/sign-in/email',
      // Another account: the victim's own budget is used up whatever the address (sign-in-budget.ts).
      { email: 'neighbour@bank.example', password: 'another-guess-pw' },
      { 'X-Forwarded-For': '203.0.113.66, 203.0.113.67' },
    );
    expect(neighbour.status).toBe(401);
  });
});
