import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../domain/account-api';
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas';
import { TestClient, uniqueEmail } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'correct-horse-battery';

describe.each(testDatabaseKinds())('sessions API on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  /** One user signed in on a laptop (Firefox) and a phone (Safari on iOS). */
  async function laptopAndPhone() {
    const email = uniqueEmail();
    const laptop = new TestClient(testApp);
    await laptop.request(
      'POST',
      '/api/auth/sign-up/email',
      { email, password: PASSWORD, name: '' },
      { 'User-Agent': FIREFOX },
    );
    const phone = new TestClient(testApp);
    await phone.request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: PASSWORD },
      { 'User-Agent': SAFARI_IOS },
    );
    return { laptop, phone };
  }

  const listSessions = async (client: TestClient) =>
    (await client.request<{ sessions: AccountSession[] }>('GET', '/api/account/sessions')).body.sessions;
  const isSignedIn = async (client: TestClient) =>
    (await client.request('GET', '/api/auth/get-session')).body !== null;

  it('lists where the user is signed in, this device first, without any session token', async () => {
    const { laptop } = await laptopAndPhone();
    const response = await laptop.request<{ sessions: AccountSession[] }>('GET', '/api/account/sessions');
    expect(response.status).toBe(200);
    const [current, other] = response.body.sessions;
    expect(response.body.sessions).toHaveLength(2);
    expect(current).toMatchObject({ device: 'Firefox on Linux', current: true });
    expect(other).toMatchObject({ device: 'Safari on iOS', current: false });
    expect(Date.parse(other?.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(current ?? {}).sort()).toEqual([
      'current',
      'device',
      'id',
      'ipAddress',
      'lastSeenAt',
      'signedInAt',
    ]);
    expect(JSON.stringify(response.body)).not.toContain(
      decodeURIComponent(laptop.sessionCookie.split('=')[1] ?? '').split('.')[0],
    );
  });

  it("signs out one other session by its id, and answers 404 for another user's session", async () => {
    const { laptop, phone } = await laptopAndPhone();
    const stranger = await laptopAndPhone();
    const phoneSession = (await listSessions(laptop)).find((session) => !session.current);
    const strangerSession = (await listSessions(stranger.laptop))[0];

    const foreign = await laptop.request('DELETE', `/api/account/sessions/${strangerSession?.id}`);
    expect(foreign.status).toBe(404);
    expect(await isSignedIn(stranger.laptop)).toBe(true);

    expect((await laptop.request('DELETE', `/api/account/sessions/${phoneSession?.id}`)).status).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await laptop.request('DELETE', `/api/account/sessions/${phoneSession?.id}`)).status).toBe(404);
  });

  it('signs out every other session at once, but not the current one through this route', async () => {
    const { laptop, phone } = await laptopAndPhone();
    const tablet = new TestClient(testApp);
    const email = (await laptop.request<{ user: { email: string } }>('GET', '/api/auth/get-session')).body
      .user.email;
    await tablet.signIn(email, PASSWORD);

    const revoked = await laptop.request('POST', '/api/account/sessions/revoke-others', {});
    expect(revoked.body).toEqual({ revoked: 2 });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(false);
    const [current] = await listSessions(laptop);
    const own = await laptop.request('DELETE', `/api/account/sessions/${current?.id}`);
    expect(own.body).toEqual({
      error: { code: 'CURRENT_SESSION', message: ACCOUNT_MESSAGES.cannotRevokeCurrentSession },
    });
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await new TestClient(testApp).request('GET', '/api/account/sessions')).status).toBe(401);
  });
});
