import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION } from '../../domain/account-schemas';
import { createInitialJourneyState } from '../../domain/journey-state';
import { TestClient, uniqueEmail } from '../../../tests/support/http-client';
import { MEMBER_PASSWORD, addMember, createJourneyIn, createTeam, signedUpMember } from '../../../tests/support/workspace-helpers';
import { TEST_ORIGIN, type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';

const PASSWORD = 'correct-horse-battery';

/**
 * The audit trail keeps who did what after the account is gone, on purpose: a bank must be able to
 * show what a former member did (docs/decisions.md). It is looked at separately below.
 */
const AUDIT_TABLES = ['audit_entries', 'audit_chain_heads'];

/** Every row of every application table, as text, so a test can look for a user's traces anywhere. */
async function everyRow(testApp: TestApp): Promise<Array<{ table: string; text: string; id: unknown }>> {
  const tables = (await testApp.database.db.introspection.getTables()).map((table) => table.name).filter((name) => !AUDIT_TABLES.includes(name));
  const rows = [];
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      testApp.database.db,
    );
    for (const row of result.rows) rows.push({ table, text: JSON.stringify(row), id: row.id });
  }
  return rows;
}

/** The user's id and e-mail, plus the ids of every row that names them (threads, journeys...), and so on. */
async function tracesOf(testApp: TestApp, userId: string, email: string): Promise<string[]> {
  const rows = await everyRow(testApp);
  const traces = new Set([userId, email]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (typeof row.id !== 'string' || traces.has(row.id)) continue;
      if ([...traces].some((trace) => row.text.includes(trace))) {
        traces.add(row.id);
        grew = true;
      }
    }
  }
  return [...traces];
}

describe.each(testDatabaseKinds())('deleting an account on $name', ({ create }) => {
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

  /** A user with everything the app keeps: two sessions, a journey, a chat, a team with an invitation, an avatar and a pending reset. */
  async function userWithData() {
    const email = uniqueEmail();
    const client = new TestClient(testApp);
    await client.signUp(email, PASSWORD, { name: 'Ana Silva', username: `ana_${Date.now().toString(36)}` });
    const secondDevice = new TestClient(testApp);
    await secondDevice.signIn(email, PASSWORD);
    expect(
      (await client.request('POST', '/api/journeys', { state: createInitialJourneyState() })).status,
    ).toBe(201);
    expect(
      (await client.request('POST', '/api/ai/chat', { message: 'How do I validate an idea?' })).status,
    ).toBe(200);
    const team = await client.request<{ workspace: { id: string } }>('POST', '/api/workspaces', { name: 'Side Project' });
    const invitation = await client.request('POST', `/api/workspaces/${team.body.workspace.id}/invitations`, {
      email: uniqueEmail('colleague'),
      role: 'editor',
    });
    expect(invitation.status).toBe(201);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#345' } })
      .png()
      .toBuffer();
    const upload = await testApp.app.request('/api/account/avatar', {
      method: 'PUT',
      headers: { Origin: TEST_ORIGIN, Cookie: client.sessionCookie },
      body: new Uint8Array(png),
    });
    expect(upload.status).toBe(200);
    await new TestClient(testApp).request('POST', '/api/auth/request-password-reset', { email });
    const session = await client.request<{ user: { id: string } }>('GET', '/api/auth/get-session');
    return { email, client, secondDevice, userId: session.body.user.id };
  }

  it('asks for the password: the e-mail address, shown on the page, no longer confirms', async () => {
    const { client, email } = await userWithData();
    const asked = await client.request('GET', '/api/account/delete-confirmation');
    expect(asked.body).toEqual({ confirmWith: 'password' });
    const empty = await client.request('POST', '/api/account/delete', { confirmation: ' ' });
    expect(empty.body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { confirmation: DELETE_CONFIRMATION.password.required } },
    });
    for (const confirmation of [email, email.toUpperCase(), 'not-my-password']) {
      const refused = await client.request('POST', '/api/account/delete', { confirmation });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { code: 'CONFIRMATION_MISMATCH', message: DELETE_CONFIRMATION.password.mismatch },
      });
    }
    expect((await client.request('GET', '/api/auth/get-session')).body).not.toBeNull();
    expect(
      (await new TestClient(testApp).request('POST', '/api/account/delete', { confirmation: 'x' })).status,
    ).toBe(401);
  });

  it('asks an account without a password for its e-mail address instead', async () => {
    const { client, email, userId } = await userWithData();
    await testApp.database.db
      .updateTable('account')
      .set({ password: null })
      .where('userId', '=', userId)
      .execute();
    expect((await client.request('GET', '/api/account/delete-confirmation')).body).toEqual({
      confirmWith: 'email',
    });
    const wrong = await client.request('POST', '/api/account/delete', {
      confirmation: 'someone@bank.example',
    });
    expect(wrong.body).toMatchObject({
      error: { code: 'CONFIRMATION_MISMATCH', message: DELETE_CONFIRMATION.email.mismatch },
    });
    const deleted = await client.request('POST', '/api/account/delete', {
      confirmation: ` ${email.toUpperCase()} `,
    });
    expect(deleted.status).toBe(200);
  });

  it('takes a password that begins and ends with a space as it was chosen', async () => {
    const email = uniqueEmail();
    const spacedPassword = '  lantern orchard 77 ';
    const client = new TestClient(testApp);
    expect((await client.signUp(email, spacedPassword)).status).toBe(200);
    const trimmed = await client.request('POST', '/api/account/delete', {
      confirmation: spacedPassword.trim(),
    });
    expect(trimmed.status).toBe(400);
    const exact = await client.request('POST', '/api/account/delete', { confirmation: spacedPassword });
    expect(exact.status).toBe(200);
  });

  it('deletes with the password, leaving no row of the user in any table', async () => {
    const bystander = await userWithData();
    const { email, client, secondDevice, userId } = await userWithData();
    const traces = await tracesOf(testApp, userId, email);
    const tablesWithTraces = new Set(
      (await everyRow(testApp))
        .filter((row) => traces.some((t) => row.text.includes(t)))
        .map((row) => row.table),
    );
    expect([...tablesWithTraces].sort()).toEqual(
      expect.arrayContaining([
        'account',
        'chat_messages',
        'chat_threads',
        'journeys',
        'session',
        'user',
        'user_avatars',
        'verification',
        'workspace_invitations',
        'workspace_members',
        'workspaces',
      ]),
    );

    const deleted = await client.request('POST', '/api/account/delete', { confirmation: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('set-cookie')).toMatch(/session_token=;.*Max-Age=0/);

    const left = (await everyRow(testApp)).filter((row) => traces.some((trace) => row.text.includes(trace)));
    expect(left).toEqual([]);
    const onRecord = await testApp.database.db.selectFrom('audit_entries').select('action').where('actor_id', '=', userId).execute();
    expect(onRecord.map((entry) => entry.action)).toEqual(expect.arrayContaining(['auth.sign_in', 'ai.call', 'workspace.created', 'member.invited']));
    expect((await secondDevice.request('GET', '/api/auth/get-session')).body).toBeNull();
    expect((await new TestClient(testApp).signIn(email, PASSWORD)).status).toBe(401);
    expect(
      (await bystander.client.request<{ journeys: unknown[] }>('GET', '/api/journeys')).body.journeys,
    ).toHaveLength(1);
  });

  it('refuses while the user is the only owner of a team with other members, then leaves the team its journeys', async () => {
    const ana = await signedUpMember(testApp, 'Ana Silva');
    const ben = await signedUpMember(testApp, 'Ben Okafor');
    const team = await createTeam(ana, 'Cards Squad');
    const aloneTeam = await createTeam(ana, 'Side Project');
    await addMember(ana, team.id, ben, 'editor');
    const teamJourney = await createJourneyIn(ana, team.id);

    const refused = await ana.client.request('POST', '/api/account/delete', { confirmation: MEMBER_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'SOLE_OWNER', message: ACCOUNT_MESSAGES.soleOwner(['Cards Squad']) } });
    expect((await ana.client.request('GET', `/api/workspaces/${team.id}`)).status).toBe(200);

    await ana.client.request('PATCH', `/api/workspaces/${team.id}/members/${ben.id}`, { role: 'owner' });
    expect((await ana.client.request('POST', '/api/account/delete', { confirmation: MEMBER_PASSWORD })).status).toBe(200);
    const kept = await ben.client.request<{ journey: { lastEditedBy: string | null } }>('GET', `/api/journeys/${teamJourney.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.journey.lastEditedBy).toBeNull();
    const left = await testApp.database.db.selectFrom('workspaces').select('id').where('id', '=', aloneTeam.id).execute();
    expect(left).toEqual([]);
  });
});
