import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import { createToken, withToken } from '../../../tests/support/api-token-helpers';
import { trailOf } from '../../../tests/support/governance-helpers';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { personalWorkspaceId } from '../workspaces/workspaces-repository';

type JourneyAnswer = { journey: Journey; role: string };
type JourneyList = { journeys: Array<{ id: string }> };

describe.each(testDatabaseKinds())('API tokens on the journey, portfolio and audit routes, on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let outsider: Member;
  let teamId: string;
  let teamJourney: Journey;
  let ownersPersonalJourney: Journey;
  let outsidersJourney: Journey;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner, editor, viewer, outsider] = await signedUpMembers(testApp, ['Olive Owner', 'Eddie Editor', 'Vera Viewer', 'Otto Outsider']);
    teamId = (await createTeam(owner, 'Cards Squad')).id;
    await addMember(owner, teamId, editor, 'editor');
    await addMember(owner, teamId, viewer, 'viewer');
    teamJourney = await createJourneyIn(owner, teamId);
    ownersPersonalJourney = await createJourneyIn(owner);
    outsidersJourney = await createJourneyIn(outsider);
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  describe('a personal token acts as its holder, with the holder’s roles, capped by its scopes', () => {
    it('reads with journeys:read and is refused every write with 403', async () => {
      const { secret } = await createToken(viewer, ['journeys:read']);
      const list = await withToken<JourneyList>(testApp, secret, 'GET', `/api/journeys?workspaceId=${teamId}`);
      expect(list.status).toBe(200);
      expect(list.body.journeys.map((journey) => journey.id)).toContain(teamJourney.id);
      const read = await withToken<JourneyAnswer>(testApp, secret, 'GET', `/api/journeys/${teamJourney.id}`);
      expect([read.status, read.body.role]).toEqual([200, 'viewer']);
      const write = await withToken(testApp, secret, 'PATCH', `/api/journeys/${teamJourney.id}`, { name: 'Renamed by a reader' });
      expect([write.status, write.body.error?.code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
      expect((await withToken(testApp, secret, 'GET', `/api/portfolio?workspaceId=${teamId}`)).body.error?.code).toBe('INSUFFICIENT_SCOPE');
    });

    it('writes with journeys:write as an editor, but a viewer’s write token still meets the viewer’s 403', async () => {
      const editors = await createToken(editor, ['journeys:write']);
      const created = await withToken<{ journey: Journey }>(testApp, editors.secret, 'POST', '/api/journeys', { state: journeyState(), workspaceId: teamId });
      expect(created.status).toBe(201);
      const renamed = await withToken<{ journey: Journey }>(testApp, editors.secret, 'PATCH', `/api/journeys/${created.body.journey.id}`, { name: 'Disputes in a day' });
      expect([renamed.status, renamed.body.journey.name]).toEqual([200, 'Disputes in a day']);
      // Write includes read.
      expect((await withToken(testApp, editors.secret, 'GET', `/api/journeys/${teamJourney.id}`)).status).toBe(200);

      const viewers = await createToken(viewer, ['journeys:read', 'journeys:write']);
      const refused = await withToken(testApp, viewers.secret, 'PATCH', `/api/journeys/${teamJourney.id}`, { name: 'Not allowed' });
      expect([refused.status, refused.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      expect((await withToken(testApp, viewers.secret, 'POST', '/api/journeys', { state: journeyState(), workspaceId: teamId })).status).toBe(403);
    });

    it('does not find journeys or workspaces its holder is not a member of (404)', async () => {
      const { secret } = await createToken(outsider, ['journeys:read', 'portfolio:read', 'audit:read']);
      expect((await withToken(testApp, secret, 'GET', `/api/journeys/${teamJourney.id}`)).status).toBe(404);
      expect((await withToken(testApp, secret, 'GET', `/api/journeys?workspaceId=${teamId}`)).status).toBe(404);
      expect((await withToken(testApp, secret, 'GET', `/api/portfolio?workspaceId=${teamId}`)).status).toBe(404);
      expect((await withToken(testApp, secret, 'GET', `/api/workspaces/${teamId}/audit`)).status).toBe(404);
      expect((await withToken(testApp, secret, 'GET', `/api/journeys/${outsidersJourney.id}`)).status).toBe(200);
    });

    it('reads the portfolio with portfolio:read, and the audit trail with audit:read only where its holder is an owner', async () => {
      const owners = await createToken(owner, ['portfolio:read', 'audit:read']);
      expect((await withToken(testApp, owners.secret, 'GET', `/api/portfolio?workspaceId=${teamId}`)).status).toBe(200);
      const trail = await withToken<{ entries: unknown[] }>(testApp, owners.secret, 'GET', `/api/workspaces/${teamId}/audit`);
      expect([trail.status, trail.body.entries.length > 0]).toEqual([200, true]);
      const download = await testApp.app.request(`/api/workspaces/${teamId}/audit/export?format=jsonl`, { headers: { Authorization: `Bearer ${owners.secret}` } });
      expect(download.status).toBe(200);
      expect(await download.text()).toContain('"action":"token.used"');
      // Journeys need their own scope.
      expect((await withToken(testApp, owners.secret, 'GET', '/api/journeys')).status).toBe(403);

      const editors = await createToken(editor, ['audit:read']);
      const refused = await withToken(testApp, editors.secret, 'GET', `/api/workspaces/${teamId}/audit`);
      expect([refused.status, refused.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    });
  });

  describe('a workspace token acts only within its workspace', () => {
    it('reads the workspace’s journeys as a viewer, lists them without naming the workspace, and finds nothing elsewhere', async () => {
      const { secret } = await createToken(owner, ['journeys:read', 'portfolio:read'], teamId, 'Board pack');
      const list = await withToken<JourneyList>(testApp, secret, 'GET', '/api/journeys');
      expect(list.status).toBe(200);
      expect(list.body.journeys.map((journey) => journey.id)).toContain(teamJourney.id);
      expect(list.body.journeys.map((journey) => journey.id)).not.toContain(ownersPersonalJourney.id);
      const read = await withToken<JourneyAnswer>(testApp, secret, 'GET', `/api/journeys/${teamJourney.id}`);
      expect([read.status, read.body.role]).toEqual([200, 'viewer']);
      // Its creator's own journeys and workspaces are not its to see.
      expect((await withToken(testApp, secret, 'GET', `/api/journeys/${ownersPersonalJourney.id}`)).status).toBe(404);
      expect((await withToken(testApp, secret, 'GET', `/api/journeys?workspaceId=${personalWorkspaceId(owner.id)}`)).status).toBe(404);
      expect((await withToken(testApp, secret, 'GET', `/api/portfolio?workspaceId=${personalWorkspaceId(owner.id)}`)).status).toBe(404);
      expect((await withToken(testApp, secret, 'GET', '/api/portfolio')).status).toBe(200);
      expect((await withToken(testApp, secret, 'DELETE', `/api/journeys/${teamJourney.id}`)).status).toBe(403);
    });

    it('writes as an editor with journeys:write: creates in its workspace, but may not move a journey (an owner’s act)', async () => {
      const { secret } = await createToken(owner, ['journeys:write'], teamId, 'Intake sync');
      const created = await withToken<{ journey: Journey }>(testApp, secret, 'POST', '/api/journeys', { state: journeyState('Loan applications wait for paper forms.') });
      expect(created.status).toBe(201);
      expect(created.body.journey.workspaceId).toBe(teamId);
      const read = await withToken<JourneyAnswer>(testApp, secret, 'GET', `/api/journeys/${created.body.journey.id}`);
      expect(read.body.role).toBe('editor');
      const moved = await withToken(testApp, secret, 'POST', `/api/journeys/${created.body.journey.id}/move`, { workspaceId: personalWorkspaceId(owner.id) });
      expect(moved.status).toBe(403);
      expect((await withToken(testApp, secret, 'POST', '/api/journeys', { state: journeyState(), workspaceId: personalWorkspaceId(owner.id) })).status).toBe(404);
      expect((await withToken(testApp, secret, 'DELETE', `/api/journeys/${created.body.journey.id}`)).status).toBe(204);
    });

    it('reads the audit trail with audit:read, and another workspace’s trail is not found', async () => {
      const { secret } = await createToken(owner, ['audit:read'], teamId, 'SIEM export');
      expect((await withToken(testApp, secret, 'GET', `/api/workspaces/${teamId}/audit`)).status).toBe(200);
      expect((await withToken(testApp, secret, 'GET', `/api/workspaces/${personalWorkspaceId(owner.id)}/audit`)).status).toBe(404);
      const withoutScope = await createToken(owner, ['journeys:read'], teamId, 'No audit');
      expect((await withToken(testApp, withoutScope.secret, 'GET', `/api/workspaces/${teamId}/audit`)).body.error?.code).toBe('INSUFFICIENT_SCOPE');
    });

    it('stops working once its creator is no longer an owner, and is listed as inactive', async () => {
      const [second] = await signedUpMembers(testApp, ['Sam Second']);
      const team = (await createTeam(second, 'Payments')).id;
      await addMember(second, team, owner, 'owner');
      const { secret, token } = await createToken(owner, ['journeys:read'], team, 'Owner’s script');
      expect((await withToken(testApp, secret, 'GET', '/api/journeys')).status).toBe(200);
      expect((await second.client.request('PATCH', `/api/workspaces/${team}/members/${owner.id}`, { role: 'editor' })).status).toBe(200);
      const refused = await withToken(testApp, secret, 'GET', '/api/journeys');
      expect([refused.status, refused.body.error?.code]).toEqual([401, 'TOKEN_INACTIVE']);
      const listed = await second.client.request<{ tokens: Array<{ id: string; status: string }> }>('GET', `/api/workspaces/${team}/tokens`);
      expect(listed.body.tokens.find((listedToken) => listedToken.id === token.id)?.status).toBe('inactive');
    });
  });

  describe('refusals', () => {
    it('answers an unknown, malformed, revoked or expired token with 401 and says which', async () => {
      const made = await createToken(editor, ['journeys:read'], undefined, 'Short-lived');
      expect((await withToken(testApp, made.secret, 'GET', '/api/journeys')).status).toBe(200);
      const unknown = await withToken(testApp, `iso_pat_${'A'.repeat(43)}`, 'GET', '/api/journeys');
      expect([unknown.status, unknown.body.error?.code, unknown.headers.get('www-authenticate')]).toEqual([401, 'INVALID_TOKEN', 'Bearer error="invalid_token"']);
      expect((await withToken(testApp, 'not-a-token', 'GET', '/api/journeys')).body.error?.code).toBe('INVALID_TOKEN');
      expect((await withToken(testApp, '', 'GET', '/api/journeys')).status).toBe(401);

      await testApp.database.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', made.token.id).execute();
      expect((await withToken(testApp, made.secret, 'GET', '/api/journeys')).body.error?.code).toBe('TOKEN_EXPIRED');

      const revoked = await createToken(editor, ['journeys:read'], undefined, 'Revoked soon');
      expect((await editor.client.request('DELETE', `/api/account/tokens/${revoked.token.id}`)).status).toBe(204);
      const answer = await withToken(testApp, revoked.secret, 'GET', `/api/journeys/${teamJourney.id}`);
      expect([answer.status, answer.body.error?.code]).toEqual([401, 'TOKEN_REVOKED']);
    });

    it('is never accepted for account, token, workspace or settings routes, nor for a journey’s live stream', async () => {
      const { secret } = await createToken(owner, ['journeys:read', 'journeys:write', 'portfolio:read', 'audit:read']);
      const refusedRoutes: Array<[string, string, unknown?]> = [
        ['GET', '/api/account/tokens'],
        ['POST', '/api/account/tokens', { name: 'Made by a token', scopes: ['journeys:read'] }],
        ['DELETE', '/api/account/tokens/anything'],
        ['GET', '/api/account/sessions'],
        ['GET', '/api/account/export'],
        ['GET', '/api/auth/get-session'],
        ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'yyyyyyyy' }],
        ['GET', '/api/workspaces'],
        ['GET', `/api/workspaces/${teamId}/tokens`],
        ['POST', `/api/workspaces/${teamId}/tokens`, { name: 'Made by a token', scopes: ['journeys:read'] }],
        ['GET', `/api/workspaces/${teamId}/ai-settings`],
        ['GET', `/api/workspaces/${teamId}/members`],
        ['POST', '/api/ai/chat', { message: 'Hello' }],
        ['GET', `/api/journeys/${teamJourney.id}/events`],
        ['GET', `/api/journeys/${teamJourney.id}/facilitation`],
        ['POST', `/api/workspaces/${teamId}/audit`, {}],
      ];
      for (const [method, path, body] of refusedRoutes) {
        const answer = await withToken(testApp, secret, method, path, body);
        expect([method, path, answer.status, answer.body.error?.code]).toEqual([method, path, 403, 'TOKEN_NOT_ACCEPTED']);
      }
      const withCookie = await withToken(testApp, secret, 'GET', '/api/journeys', undefined, { Cookie: owner.client.sessionCookie });
      expect([withCookie.status, withCookie.body.error?.code]).toEqual([400, 'TOKEN_WITH_COOKIE']);
    });

    it('counts failed tokens per address: past 20 in ten minutes the address is refused with 429, others are not', async () => {
      const { secret } = await createToken(editor, ['journeys:read'], undefined, 'Good one');
      const attacker = { 'X-Forwarded-For': '198.51.100.66' };
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await withToken(testApp, `iso_pat_${String(attempt).padStart(43, 'x')}`, 'GET', '/api/journeys', undefined, attacker)).status).toBe(401);
      }
      const limited = await withToken(testApp, `iso_pat_${'y'.repeat(43)}`, 'GET', '/api/journeys', undefined, attacker);
      expect([limited.status, limited.body.error?.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await withToken(testApp, secret, 'GET', '/api/journeys', undefined, attacker)).status).toBe(429);
      expect((await withToken(testApp, secret, 'GET', '/api/journeys', undefined, { 'X-Forwarded-For': '198.51.100.67' })).status).toBe(200);
    });
  });

  describe('the audit trail and "last used"', () => {
    it('records every use on the trail of the workspace it acted in, with the route, the answer and the address', async () => {
      const { secret, token } = await createToken(editor, ['journeys:read'], undefined, 'Reporting');
      expect((await withToken(testApp, secret, 'GET', `/api/journeys/${teamJourney.id}`)).status).toBe(200);
      expect((await withToken(testApp, secret, 'PUT', `/api/journeys/${teamJourney.id}`, {})).status).toBe(403);
      const uses = (await trailOf(testApp, teamId)).filter((entry) => entry.action === 'token.used' && entry.targetId === token.id);
      expect(uses.map((entry) => [entry.actorId, entry.details.method, entry.details.path, entry.details.status])).toEqual([
        [editor.id, 'GET', `/api/journeys/${teamJourney.id}`, 200],
      ]);
      expect(uses[0]!.details).toMatchObject({ name: 'Reporting', kind: 'personal', prefix: token.visiblePrefix, ip: '192.0.2.10' });
      // A use refused before it found a workspace (a missing scope, another team's journey) goes on the holder's personal trail.
      expect((await withToken(testApp, secret, 'GET', `/api/journeys/${outsidersJourney.id}`)).status).toBe(404);
      const personal = (await trailOf(testApp, personalWorkspaceId(editor.id))).filter((entry) => entry.action === 'token.used' && entry.targetId === token.id);
      expect(personal.map((entry) => [entry.details.method, entry.details.path, entry.details.status])).toEqual([
        ['PUT', `/api/journeys/${teamJourney.id}`, 403],
        ['GET', `/api/journeys/${outsidersJourney.id}`, 404],
      ]);
      const everything = JSON.stringify([...(await trailOf(testApp, teamId)), ...(await trailOf(testApp, personalWorkspaceId(editor.id)))]);
      expect(everything).not.toContain(secret);
    });

    it('shows when a token was last used, and a workspace token’s uses on its workspace’s trail', async () => {
      const { secret, token } = await createToken(owner, ['journeys:read'], teamId, 'Last used check');
      expect(token.lastUsedAt).toBeNull();
      const before = Date.now();
      expect((await withToken(testApp, secret, 'GET', '/api/journeys')).status).toBe(200);
      const listed = await owner.client.request<{ tokens: Array<{ id: string; lastUsedAt: string | null }> }>('GET', `/api/workspaces/${teamId}/tokens`);
      const lastUsed = listed.body.tokens.find((listedToken) => listedToken.id === token.id)?.lastUsedAt;
      expect(Date.parse(lastUsed ?? '')).toBeGreaterThanOrEqual(before - 1000);
      const uses = (await trailOf(testApp, teamId)).filter((entry) => entry.action === 'token.used' && entry.targetId === token.id);
      expect(uses.map((entry) => [entry.actor, entry.details.kind, entry.details.status])).toEqual([[owner.email, 'workspace', 200]]);
    });
  });
});
