import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueEmail } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';

interface SessionBody {
  user: { name: string; username: string | null; displayUsername: string | null };
}

let usernameCounter = 0;
const uniqueUsername = () => `user_${Date.now().toString(36)}_${(usernameCounter += 1)}`;

describe.each(testDatabaseKinds())('profile API on $name', ({ create }) => {
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

  async function signedIn() {
    const client = new TestClient(testApp);
    await client.signUp(uniqueEmail());
    return client;
  }

  const updateProfile = (client: TestClient, body: unknown) =>
    client.request('PATCH', '/api/account/profile', body);

  it('changes the full name and username, and the session shows them', async () => {
    const client = await signedIn();
    const username = uniqueUsername().replace('user', 'Ana');
    const updated = await updateProfile(client, { fullName: '  Ana Silva ', username });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      user: { name: 'Ana Silva', username: username.toLowerCase(), displayUsername: username },
    });
    const session = await client.request<SessionBody>('GET', '/api/auth/get-session');
    expect(session.body.user).toMatchObject({ name: 'Ana Silva', username: username.toLowerCase() });

    const cleared = await updateProfile(client, { fullName: '', username: '' });
    expect(cleared.body).toEqual({ user: { name: '', username: null, displayUsername: null } });
  });

  it('validates with the register rules and their messages', async () => {
    const client = await signedIn();
    const short = await updateProfile(client, { fullName: 'A', username: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: {
          fullName: 'Full name must be at least 2 characters',
          username: 'Username must be at least 3 characters',
        },
      },
    });
    const characters = await updateProfile(client, { fullName: 'Ana', username: 'ana silva!' });
    expect(characters.body).toMatchObject({
      error: { fields: { username: 'Username may only contain letters, numbers, dots and underscores' } },
    });
    expect((await updateProfile(client, { fullName: 'x'.repeat(101), username: '' })).status).toBe(400);
    expect((await updateProfile(client, { username: 42 })).status).toBe(400);
  });

  it('refuses a username another user has, whatever its case', async () => {
    const owner = await signedIn();
    const username = uniqueUsername();
    await updateProfile(owner, { fullName: '', username });
    const taken = await updateProfile(await signedIn(), { fullName: '', username: username.toUpperCase() });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      error: {
        code: 'USERNAME_IS_ALREADY_TAKEN',
        fields: { username: 'This username is already taken. Please choose another one.' },
      },
    });
    expect((await updateProfile(owner, { fullName: 'Owner', username })).status).toBe(200);
  });

  it("needs a session, and better-auth's own update-user route (which takes any image URL) is closed", async () => {
    expect((await updateProfile(new TestClient(testApp), { fullName: 'Ana', username: '' })).status).toBe(
      401,
    );
    const client = await signedIn();
    const direct = await client.request('POST', '/api/auth/update-user', {
      image: 'https://tracker.example/pixel.png',
    });
    expect(direct.status).toBe(404);
    expect(direct.body).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no such API route.' } });
    expect((await client.request('GET', '/api/auth/list-sessions')).status).toBe(404);
  });
});
