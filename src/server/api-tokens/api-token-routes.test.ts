import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKENS_PER_OWNER, type ApiTokenList, type CreatedApiToken } from '../../domain/api-token-api';
import { createToken } from '../../../tests/support/api-token-helpers';
import { trailOf } from '../../../tests/support/governance-helpers';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { personalWorkspaceId } from '../workspaces/workspaces-repository';

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
const DAY_MS = 24 * 60 * 60_000;

describe.each(testDatabaseKinds())('creating, listing and revoking API tokens, on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let outsider: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner, editor, viewer, outsider] = await signedUpMembers(testApp, ['Olive Owner', 'Eddie Editor', 'Vera Viewer', 'Otto Outsider']);
    teamId = (await createTeam(owner, 'Cards Squad')).id;
    await addMember(owner, teamId, editor, 'editor');
    await addMember(owner, teamId, viewer, 'viewer');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('shows a personal token once, stores only its hash, and lists it with its scopes and expiry but never the secret', async () => {
    const before = Date.now();
    const answer = await editor.client.request<CreatedApiToken>('POST', '/api/account/tokens', { name: ' CI pipeline ', scopes: ['journeys:write', 'journeys:read'] });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { secret, token } = answer.body;
    expect(secret).toMatch(/^iso_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ kind: 'personal', name: 'CI pipeline', scopes: ['journeys:read', 'journeys:write'], createdBy: editor.email, lastUsedAt: null, status: 'active' });
    expect(token.visiblePrefix).toBe(secret.slice(0, 12));
    // 90 days unless told otherwise.
    expect(Date.parse(token.expiresAt) - before).toBeGreaterThanOrEqual(90 * DAY_MS - 1000);
    expect(Date.parse(token.expiresAt) - before).toBeLessThan(90 * DAY_MS + 60_000);

    const row = await testApp.database.db.selectFrom('api_tokens').selectAll().where('id', '=', token.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));

    const list = await editor.client.request<ApiTokenList>('GET', '/api/account/tokens');
    expect(list.body.tokens.map((listed) => listed.id)).toEqual([token.id]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    // Someone else's list does not hold it.
    expect((await viewer.client.request<ApiTokenList>('GET', '/api/account/tokens')).body.tokens).toEqual([]);
  });

  it('refuses a token without a name, without scopes, with an unknown scope, or expiring outside 1 to 365 days', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '  ', scopes: ['journeys:read'] }, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['journeys:read'] }, 'name'],
      [{ name: 'Two\nlines', scopes: ['journeys:read'] }, 'name'],
      [{ name: 'No scopes', scopes: [] }, 'scopes'],
      [{ name: 'Admin', scopes: ['account:write'] }, 'scopes.0'],
      [{ name: 'Forever', scopes: ['journeys:read'], expiresInDays: 366 }, 'expiresInDays'],
      [{ name: 'Never', scopes: ['journeys:read'], expiresInDays: 0 }, 'expiresInDays'],
      [{ name: 'Half', scopes: ['journeys:read'], expiresInDays: 1.5 }, 'expiresInDays'],
    ];
    for (const [body, field] of cases) {
      const answer = await editor.client.request<ErrorAnswer>('POST', '/api/account/tokens', body);
      expect([answer.status, answer.body.error.code, Object.keys(answer.body.error.fields ?? {})]).toEqual([400, 'VALIDATION_FAILED', [field]]);
    }
    const oneDay = await editor.client.request<CreatedApiToken>('POST', '/api/account/tokens', { name: 'One day', scopes: ['portfolio:read'], expiresInDays: 1 });
    expect(Date.parse(oneDay.body.token.expiresAt) - Date.now()).toBeLessThanOrEqual(DAY_MS);
  });

  it('lets only owners create, list and revoke workspace tokens: others 403, outsiders 404', async () => {
    const { token, secret } = await createToken(owner, ['journeys:read', 'audit:read'], teamId, 'SIEM');
    expect(secret).toMatch(/^iso_wst_/);
    expect(token).toMatchObject({ kind: 'workspace', createdBy: owner.email, status: 'active' });
    for (const who of [editor, viewer]) {
      expect((await who.client.request('GET', `/api/workspaces/${teamId}/tokens`)).status).toBe(403);
      expect((await who.client.request('POST', `/api/workspaces/${teamId}/tokens`, { name: 'Mine', scopes: ['journeys:read'] })).status).toBe(403);
      expect((await who.client.request('DELETE', `/api/workspaces/${teamId}/tokens/${token.id}`)).status).toBe(403);
    }
    expect((await outsider.client.request('GET', `/api/workspaces/${teamId}/tokens`)).status).toBe(404);
    expect((await outsider.client.request('DELETE', `/api/workspaces/${teamId}/tokens/${token.id}`)).status).toBe(404);
    const list = await owner.client.request<ApiTokenList>('GET', `/api/workspaces/${teamId}/tokens`);
    expect(list.body.tokens.map((listed) => listed.name)).toContain('SIEM');
    // A workspace token is not a personal one, and the other way round.
    expect((await owner.client.request<ApiTokenList>('GET', '/api/account/tokens')).body.tokens.map((listed) => listed.id)).not.toContain(token.id);
  });

  it('revokes only the holder’s own tokens: another person’s or another workspace’s token is not found', async () => {
    const personal = await createToken(editor, ['journeys:read'], undefined, 'Editor’s');
    const workspace = await createToken(owner, ['journeys:read'], teamId, 'Team’s');
    expect((await viewer.client.request('DELETE', `/api/account/tokens/${personal.token.id}`)).status).toBe(404);
    expect((await owner.client.request('DELETE', `/api/account/tokens/${workspace.token.id}`)).status).toBe(404);
    expect((await owner.client.request('DELETE', `/api/workspaces/${personalWorkspaceId(owner.id)}/tokens/${workspace.token.id}`)).status).toBe(404);
    expect((await owner.client.request('DELETE', `/api/workspaces/${teamId}/tokens/not%20an%20id`)).status).toBe(404);

    expect((await editor.client.request('DELETE', `/api/account/tokens/${personal.token.id}`)).status).toBe(204);
    expect((await editor.client.request('DELETE', `/api/account/tokens/${personal.token.id}`)).status).toBe(404);
    expect((await editor.client.request<ApiTokenList>('GET', '/api/account/tokens')).body.tokens.map((listed) => listed.id)).not.toContain(personal.token.id);
    expect((await owner.client.request('DELETE', `/api/workspaces/${teamId}/tokens/${workspace.token.id}`)).status).toBe(204);
  });

  it('records creation and revocation: a workspace token on its workspace, a personal one on every workspace of its holder', async () => {
    const personal = await createToken(viewer, ['journeys:read'], undefined, 'Viewer’s export');
    expect((await viewer.client.request('DELETE', `/api/account/tokens/${personal.token.id}`)).status).toBe(204);
    for (const workspaceId of [teamId, personalWorkspaceId(viewer.id)]) {
      const entries = (await trailOf(testApp, workspaceId)).filter((entry) => entry.targetId === personal.token.id);
      expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['token.created', viewer.id],
        ['token.revoked', viewer.id],
      ]);
      expect(entries[0]!.details).toMatchObject({ name: 'Viewer’s export', kind: 'personal', scopes: ['journeys:read'], prefix: personal.token.visiblePrefix });
      expect(JSON.stringify(entries)).not.toContain(personal.secret);
    }
    const workspace = await createToken(owner, ['audit:read'], teamId, 'Auditor');
    expect((await trailOf(testApp, teamId)).filter((entry) => entry.targetId === workspace.token.id).map((entry) => entry.action)).toEqual(['token.created']);
    expect((await trailOf(testApp, personalWorkspaceId(owner.id))).some((entry) => entry.targetId === workspace.token.id)).toBe(false);
  });

  it(`holds at most ${API_TOKENS_PER_OWNER} live tokens per person; revoking one makes room`, async () => {
    const [busy] = await signedUpMembers(testApp, ['Busy Bee']);
    const made = [];
    for (let index = 0; index < API_TOKENS_PER_OWNER; index += 1) made.push(await createToken(busy, ['journeys:read'], undefined, `Token ${index}`));
    const refused = await busy.client.request<ErrorAnswer>('POST', '/api/account/tokens', { name: 'One too many', scopes: ['journeys:read'] });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'TOO_MANY_TOKENS']);
    expect((await busy.client.request('DELETE', `/api/account/tokens/${made[0]!.token.id}`)).status).toBe(204);
    expect((await busy.client.request('POST', '/api/account/tokens', { name: 'Now it fits', scopes: ['journeys:read'] })).status).toBe(201);
  });

  it('lists an expired token as expired until it is revoked', async () => {
    const { token } = await createToken(editor, ['journeys:read'], undefined, 'Old');
    await testApp.database.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - DAY_MS).toISOString() }).where('id', '=', token.id).execute();
    const list = await editor.client.request<ApiTokenList>('GET', '/api/account/tokens');
    expect(list.body.tokens.find((listed) => listed.id === token.id)?.status).toBe('expired');
  });
});
