import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas';
import { TestClient, uniqueEmail } from '../../../tests/support/http-client';
import { type SmtpInbox, resetLinkIn, startSmtpInbox } from '../../../tests/support/smtp-inbox';
import { TEST_ORIGIN, type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';

const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'violet-lantern-harbour-7';

async function signedInClients(testApp: TestApp, count: number) {
  const email = uniqueEmail();
  const first = new TestClient(testApp);
  await first.signUp(email, PASSWORD);
  const others = [];
  for (let index = 1; index < count; index += 1) {
    const other = new TestClient(testApp);
    await other.signIn(email, PASSWORD);
    others.push(other);
  }
  return { email, first, others };
}

const sessionOf = async (client: TestClient) => (await client.request('GET', '/api/auth/get-session')).body;

describe.each(testDatabaseKinds())('password change and reset on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testDatabase = await create();
    testApp = await createTestApp(testDatabase, { SMTP_URL: inbox.url, AUTH_RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
    await inbox.close();
  });

  const changePassword = (client: TestClient, currentPassword: string, newPassword: string) =>
    client.request('POST', '/api/auth/change-password', { currentPassword, newPassword });

  const requestReset = (client: TestClient, email: string) =>
    client.request('POST', '/api/auth/request-password-reset', { email });

  it('refuses a password change with a wrong current password, and a weak or common new one', async () => {
    const { first } = await signedInClients(testApp, 1);
    const wrong = await changePassword(first, 'not-my-password', NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: {
        code: 'INVALID_PASSWORD',
        message: ACCOUNT_MESSAGES.wrongCurrentPassword,
        fields: { currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword },
      },
    });
    const short = await changePassword(first, PASSWORD, 'abc');
    expect(short.body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { newPassword: 'Password must be at least 6 characters' } },
    });
    expect((await changePassword(first, PASSWORD, 'password1')).body).toMatchObject({
      error: { code: 'PASSWORD_TOO_COMMON' },
    });
    expect((await changePassword(new TestClient(testApp), PASSWORD, NEW_PASSWORD)).status).toBe(401);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { email, first, others } = await signedInClients(testApp, 3);
    const changed = await changePassword(first, PASSWORD, NEW_PASSWORD);
    expect(changed.status).toBe(200);
    expect(await sessionOf(first)).toMatchObject({ user: { email } });
    for (const other of others) expect(await sessionOf(other)).toBeNull();
    expect((await new TestClient(testApp).signIn(email, PASSWORD)).status).toBe(401);
    expect((await new TestClient(testApp).signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers a reset request for an unknown e-mail exactly like one for a known e-mail', async () => {
    const { email } = await signedInClients(testApp, 1);
    const unknownEmail = uniqueEmail('nobody');
    const known = await requestReset(new TestClient(testApp), email);
    const unknown = await requestReset(new TestClient(testApp), unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await inbox.waitFor(email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.received.some((mail) => mail.to.includes(unknownEmail))).toBe(false);
  });

  it('e-mails a single-use link that sets a new password and signs out every session', async () => {
    const { email, first, others } = await signedInClients(testApp, 2);
    expect((await requestReset(new TestClient(testApp), email)).status).toBe(200);
    const link = resetLinkIn(await inbox.waitFor(email));
    expect(link.origin).toBe(TEST_ORIGIN);
    const token = link.searchParams.get('token');

    const weak = await new TestClient(testApp).request('POST', '/api/auth/reset-password', {
      token,
      newPassword: '123456',
    });
    expect(weak.body).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });
    const reset = await new TestClient(testApp).request('POST', '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const userId = (await testApp.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const onRecord = await testApp.database.db.selectFrom('audit_entries').select(['action', 'actor_id']).where('action', '=', 'auth.password_reset').where('actor_id', '=', userId).execute();
    expect(onRecord).toHaveLength(1);
    for (const client of [first, ...others]) expect(await sessionOf(client)).toBeNull();
    expect((await new TestClient(testApp).signIn(email, NEW_PASSWORD)).status).toBe(200);

    const reused = await new TestClient(testApp).request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'another-fine-passphrase',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      error: { code: 'INVALID_TOKEN', message: ACCOUNT_MESSAGES.invalidResetToken },
    });
  });

  it('refuses an expired reset link', async () => {
    const { email } = await signedInClients(testApp, 1);
    await requestReset(new TestClient(testApp), email);
    const token = resetLinkIn(await inbox.waitFor(email)).searchParams.get('token') ?? '';
    const past =
      testApp.database.dialect === 'postgres'
        ? new Date(Date.now() - 1000)
        : new Date(Date.now() - 1000).toISOString();
    const stored = await testApp.database.db.selectFrom('verification').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    const identifier = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
    const expiring = await testApp.database.db
      .updateTable('verification')
      .set({ expiresAt: past })
      .where('identifier', '=', identifier)
      .executeTakeFirst();
    expect(Number(expiring.numUpdatedRows)).toBe(1);
    const expired = await new TestClient(testApp).request('POST', '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    expect((await new TestClient(testApp).signIn(email, PASSWORD)).status).toBe(200);
  });

  it('checks the e-mail address of a reset request and rate limits the requests', async () => {
    const client = new TestClient(testApp);
    const invalid = await requestReset(client, 'not-an-email');
    expect(invalid.body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { email: 'Please enter a valid email address' } },
    });
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await requestReset(client, uniqueEmail('nobody')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(answers[5]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
