import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneySummary } from '../../domain/journey-api';
import { WORKSPACE_MESSAGES, type WorkspaceMember, type WorkspaceSummary } from '../../domain/workspace-api';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import {
  type Member,
  addMember,
  createJourneyIn,
  createTeam,
  signedUpMembers,
} from '../../../tests/support/workspace-helpers';

type ErrorAnswer = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('workspaces API on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let ben: Member;
  let cleo: Member;
  let outsider: Member;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, ben, cleo, outsider] = await signedUpMembers(testApp, ['Ana Silva', 'Ben Okafor', 'Cleo Marsh', 'Olga Outsider']);
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const members = async (viewer: Member, workspaceId: string) =>
    (await viewer.client.request<{ members: WorkspaceMember[] }>('GET', `/api/workspaces/${workspaceId}/members`)).body.members;

  it('lists the personal workspace first, then the teams the caller belongs to, with their role', async () => {
    const team = await createTeam(ana, 'Wealth Lab');
    const list = await ana.client.request<{ workspaces: WorkspaceSummary[] }>('GET', '/api/workspaces');
    expect(list.body.workspaces[0]).toMatchObject({ kind: 'personal', name: 'Personal', role: 'owner' });
    expect(list.body.workspaces).toContainEqual({ id: team.id, name: 'Wealth Lab', kind: 'team', role: 'owner' });
    const bens = await ben.client.request<{ workspaces: WorkspaceSummary[] }>('GET', '/api/workspaces');
    expect(bens.body.workspaces.map((workspace) => workspace.id)).not.toContain(team.id);
  });

  it('lets an owner rename and delete a team workspace, its journeys with it; others get 403', async () => {
    const team = await createTeam(ana, 'Temporary Squad');
    await addMember(ana, team.id, ben, 'editor');
    const journey = await createJourneyIn(ben, team.id);
    const renamedByEditor = await ben.client.request<ErrorAnswer>('PATCH', `/api/workspaces/${team.id}`, { name: 'Mine now' });
    expect(renamedByEditor.status).toBe(403);
    expect(renamedByEditor.body.error.message).toBe(WORKSPACE_MESSAGES.ownerOnly);
    expect((await ben.client.request('DELETE', `/api/workspaces/${team.id}`)).status).toBe(403);

    const renamed = await ana.client.request<{ workspace: WorkspaceSummary }>('PATCH', `/api/workspaces/${team.id}`, { name: '  Payments Squad ' });
    expect(renamed.body.workspace.name).toBe('Payments Squad');
    expect((await ben.client.request<{ workspace: WorkspaceSummary }>('GET', `/api/workspaces/${team.id}`)).body.workspace.name).toBe('Payments Squad');

    expect((await ana.client.request('DELETE', `/api/workspaces/${team.id}`)).status).toBe(204);
    expect((await ben.client.request('GET', `/api/journeys/${journey.id}`)).status).toBe(404);
    expect((await ana.client.request('GET', `/api/workspaces/${team.id}`)).status).toBe(404);
  });

  it('refuses a bad workspace name with a clear 400', async () => {
    const empty = await ana.client.request<ErrorAnswer>('POST', '/api/workspaces', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(WORKSPACE_MESSAGES.nameRequired);
    const long = await ana.client.request<ErrorAnswer>('POST', '/api/workspaces', { name: 'x'.repeat(81) });
    expect(long.body.error.message).toBe(WORKSPACE_MESSAGES.nameTooLong);
    const twoLines = await ana.client.request<ErrorAnswer>('POST', '/api/workspaces', { name: 'Line one\nLine two' });
    expect(twoLines.body.error.message).toBe(WORKSPACE_MESSAGES.nameOneLine);
  });

  it('keeps the personal workspace private: no invitations, renaming, leaving or deleting', async () => {
    const personal = (await ana.client.request<{ workspaces: WorkspaceSummary[] }>('GET', '/api/workspaces')).body.workspaces[0]!;
    const attempts = [
      ana.client.request<ErrorAnswer>('POST', `/api/workspaces/${personal.id}/invitations`, { email: ben.email, role: 'editor' }),
      ana.client.request<ErrorAnswer>('PATCH', `/api/workspaces/${personal.id}`, { name: 'Shared' }),
      ana.client.request<ErrorAnswer>('DELETE', `/api/workspaces/${personal.id}/members/me`),
      ana.client.request<ErrorAnswer>('DELETE', `/api/workspaces/${personal.id}`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(WORKSPACE_MESSAGES.personalIsPrivate);
    }
  });

  it('never lets the last owner leave, be demoted or be removed', async () => {
    const team = await createTeam(ana);
    await addMember(ana, team.id, ben, 'editor');
    const attempts = [
      ana.client.request<ErrorAnswer>('DELETE', `/api/workspaces/${team.id}/members/me`),
      ana.client.request<ErrorAnswer>('PATCH', `/api/workspaces/${team.id}/members/${ana.id}`, { role: 'viewer' }),
      ana.client.request<ErrorAnswer>('DELETE', `/api/workspaces/${team.id}/members/${ana.id}`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: { code: 'LAST_OWNER', message: WORKSPACE_MESSAGES.lastOwner } });
    }
    expect((await members(ana, team.id)).find((member) => member.userId === ana.id)?.role).toBe('owner');

    expect((await ana.client.request('PATCH', `/api/workspaces/${team.id}/members/${ben.id}`, { role: 'owner' })).status).toBe(200);
    expect((await ana.client.request('DELETE', `/api/workspaces/${team.id}/members/me`)).status).toBe(204);
    expect(await members(ben, team.id)).toEqual([expect.objectContaining({ userId: ben.id, role: 'owner', name: 'Ben Okafor' })]);
  });

  it('lets owners change roles and remove members, and any member leave; others get 403', async () => {
    const team = await createTeam(ana);
    await addMember(ana, team.id, ben, 'editor');
    await addMember(ana, team.id, cleo, 'viewer');
    expect((await ben.client.request('PATCH', `/api/workspaces/${team.id}/members/${cleo.id}`, { role: 'owner' })).status).toBe(403);
    expect((await ben.client.request('DELETE', `/api/workspaces/${team.id}/members/${cleo.id}`)).status).toBe(403);
    const badRole = await ana.client.request<ErrorAnswer>('PATCH', `/api/workspaces/${team.id}/members/${cleo.id}`, { role: 'admin' });
    expect(badRole.status).toBe(400);
    expect((await ana.client.request('PATCH', `/api/workspaces/${team.id}/members/${outsider.id}`, { role: 'viewer' })).status).toBe(404);

    expect((await ana.client.request('PATCH', `/api/workspaces/${team.id}/members/${cleo.id}`, { role: 'editor' })).status).toBe(200);
    expect((await members(cleo, team.id)).map((member) => [member.name, member.role])).toEqual([
      ['Ana Silva', 'owner'],
      ['Ben Okafor', 'editor'],
      ['Cleo Marsh', 'editor'],
    ]);
    expect((await cleo.client.request('DELETE', `/api/workspaces/${team.id}/members/me`)).status).toBe(204);
    expect((await ana.client.request('DELETE', `/api/workspaces/${team.id}/members/${ben.id}`)).status).toBe(204);
    expect((await members(ana, team.id)).map((member) => member.userId)).toEqual([ana.id]);
  });

  it('ends a removed member’s access on their very next request', async () => {
    const team = await createTeam(ana);
    await addMember(ana, team.id, ben, 'editor');
    const journey = await createJourneyIn(ana, team.id);
    expect((await ben.client.request('GET', `/api/journeys/${journey.id}`)).status).toBe(200);
    expect((await ana.client.request('DELETE', `/api/workspaces/${team.id}/members/${ben.id}`)).status).toBe(204);
    expect((await ben.client.request('GET', `/api/journeys/${journey.id}`)).status).toBe(404);
    expect((await ben.client.request('PATCH', `/api/journeys/${journey.id}`, { name: 'Still here?' })).status).toBe(404);
    expect((await ben.client.request('GET', `/api/journeys?workspaceId=${team.id}`)).status).toBe(404);
    expect((await ben.client.request('GET', `/api/workspaces/${team.id}/members`)).status).toBe(404);
  });

  it('shows an outsider nothing of a workspace: every route answers as for a missing one', async () => {
    const team = await createTeam(ana, 'Secret Wealth Project');
    await createJourneyIn(ana, team.id);
    const missing = await outsider.client.request('GET', '/api/workspaces/no-such-workspace');
    expect(missing.status).toBe(404);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/workspaces/${team.id}`],
      ['PATCH', `/api/workspaces/${team.id}`, { name: 'Taken' }],
      ['DELETE', `/api/workspaces/${team.id}`],
      ['GET', `/api/workspaces/${team.id}/members`],
      ['DELETE', `/api/workspaces/${team.id}/members/me`],
      ['PATCH', `/api/workspaces/${team.id}/members/${ana.id}`, { role: 'viewer' }],
      ['DELETE', `/api/workspaces/${team.id}/members/${ana.id}`],
      ['GET', `/api/workspaces/${team.id}/invitations`],
      ['POST', `/api/workspaces/${team.id}/invitations`, { email: outsider.email, role: 'owner' }],
      ['DELETE', `/api/workspaces/${team.id}/invitations/some-id`],
      ['GET', `/api/journeys?workspaceId=${team.id}`],
    ];
    for (const [method, path, body] of routes) {
      const answer = await outsider.client.request(method, path, body);
      expect([method, path, answer.status, answer.body]).toEqual([method, path, 404, missing.body]);
    }
    const list = await outsider.client.request<{ workspaces: WorkspaceSummary[] }>('GET', '/api/workspaces');
    expect(JSON.stringify(list.body)).not.toContain('Secret Wealth Project');
    expect((await members(ana, team.id)).map((member) => member.userId)).toEqual([ana.id]);
  });

  it('lists a team workspace’s journeys with who edited each last', async () => {
    const team = await createTeam(ana);
    await addMember(ana, team.id, ben, 'editor');
    const journey = await createJourneyIn(ana, team.id);
    expect((await ben.client.request('PATCH', `/api/journeys/${journey.id}`, { name: 'Dispute fast lane' })).status).toBe(200);
    const list = await ana.client.request<{ journeys: JourneySummary[] }>('GET', `/api/journeys?workspaceId=${team.id}`);
    expect(list.body.journeys).toEqual([expect.objectContaining({ id: journey.id, workspaceId: team.id, lastEditedBy: 'Ben Okafor' })]);
    const personal = await ana.client.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys');
    expect(personal.body.journeys.map((item) => item.id)).not.toContain(journey.id);
  });
});
