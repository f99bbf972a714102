import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';

interface SessionBody {
  user: { email: string; name: string; username: string | null };
}

describe.each(testDatabaseKinds())('authentication on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase, { AUTH_RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('signs up with e-mail, optional username and full name, and is signed in at once', async () => {
    const client = new TestClient(testApp);
    const email = uniqueEmail();
    const signUp = await client.signUp(email, 'correct-horse-battery', { name: 'Ana Silva', username: 'ana_silva' });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = await client.request<SessionBody>('GET', '/api/auth/get-session');
    expect(session.body.user).toMatchObject({ email, name: 'Ana Silva', username: 'ana_silva' });
  });

  it('signs in with the right password and refuses a wrong one without saying which part was wrong', async () => {
    const email = uniqueEmail();
    await new TestClient(testApp).signUp(email);
    const right = await new TestClient(testApp).signIn(email);
    expect(right.status).toBe(200);
    const wrong = await new TestClient(testApp).signIn(email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    const unknown = await new TestClient(testApp).signIn(uniqueEmail('nobody'), 'not-the-password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['900 KB of text', 'x'.repeat(900 * 1024)],
  ])('ignores an image sent with sign-up (%s): the session has no picture', async (_what, image) => {
    const client = new TestClient(testApp);
    const signUp = await client.request('POST', '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'correct-horse-battery',
      name: 'Ana Silva',
      image,
    });
    expect(signUp.status).toBe(200);
    const session = await client.request<{ user: { image: string | null } }>('GET', '/api/auth/get-session');
    expect(session.body.user.image ?? null).toBeNull();
  });

  it('refuses a second account with the same e-mail with a clear message', async () => {
    const email = uniqueEmail();
    await new TestClient(testApp).signUp(email);
    const duplicate = await new TestClient(testApp).signUp(email);
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toMatchObject({
      error: { message: 'An account with this email already exists. Try signing in instead.' },
    });
  });

  it('validates sign-up with the spec messages and refuses a common password', async () => {
    const client = new TestClient(testApp);
    const short = await client.signUp(uniqueEmail(), 'abc');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Password must be at least 6 characters' } });
    const badEmail = await client.signUp('not-an-email');
    expect(badEmail.body).toMatchObject({ error: { fields: { email: 'Please enter a valid email address' } } });
    const shortName = await client.signUp(uniqueEmail(), 'correct-horse-battery', { name: 'A' });
    expect(shortName.body).toMatchObject({ error: { fields: { fullName: 'Full name must be at least 2 characters' } } });
    const common = await client.signUp(uniqueEmail(), 'password1');
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const email = uniqueEmail();
    await new TestClient(testApp).signUp(email, 'a-unique-passphrase-42');
    const user = await testApp.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const account = await testApp.database.db
      .selectFrom('account' as 'user')
      .selectAll()
      .where('userId' as 'id', '=', user.id)
      .executeTakeFirstOrThrow();
    const stored = (account as unknown as { password: string }).password;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('a-unique-passphrase-42');
  });

  it('signs out on the server: the old cookie no longer opens a session', async () => {
    const client = new TestClient(testApp);
    await client.signUp(uniqueEmail());
    const oldCookie = client.sessionCookie;
    expect((await client.request('POST', '/api/auth/sign-out', {})).status).toBe(200);
    const replay = new TestClient(testApp);
    replay.useCookie(oldCookie);
    const session = await replay.request('GET', '/api/auth/get-session');
    expect(session.body).toBeNull();
  });

  it('refuses a sign-in POST from an untrusted origin', async () => {
    const email = uniqueEmail();
    await new TestClient(testApp).signUp(email);
    const response = await new TestClient(testApp).request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: 'correct-horse-battery' },
      { Origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
  });

  it('rate limits sign-in attempts with 429, Retry-After and a clear message, per address and per account', async () => {
    const attacker = new TestClient(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await attacker.signIn('victim@bank.example', `guess-${attempt}-password`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await attacker.signIn('victim@bank.example', 'guess-again-password');
    expect(limited.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new TestClient(testApp).signIn('bystander@bank.example', 'other-password')).status).toBe(401);
    const sameAccountElsewhere = await new TestClient(testApp).signIn('Victim@bank.example ', 'other-password');
    expect(sameAccountElsewhere.status).toBe(429);
    expect(Number(sameAccountElsewhere.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
