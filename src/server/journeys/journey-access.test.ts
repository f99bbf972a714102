import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import { WORKSPACE_MESSAGES, type WorkspaceSummary } from '../../domain/workspace-api';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import {
  type Member,
  addMember,
  createJourneyIn,
  createTeam,
  journeyState,
  signedUpMembers,
} from '../../../tests/support/workspace-helpers';

type ErrorAnswer = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('journeys in workspaces, by role, on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let outsider: Member;
  let team: WorkspaceSummary;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner, editor, viewer, outsider] = await signedUpMembers(testApp, ['Ana Owner', 'Ed Editor', 'Vera Viewer', 'Olga Outsider']);
    team = await createTeam(owner);
    await addMember(owner, team.id, editor, 'editor');
    await addMember(owner, team.id, viewer, 'viewer');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const read = async (member: Member, id: string) =>
    (await member.client.request<{ journey: Journey; role: string }>('GET', `/api/journeys/${id}`)).body;

  it('lets every member read a team journey and tells each their role', async () => {
    const journey = await createJourneyIn(editor, team.id);
    expect((await read(owner, journey.id)).role).toBe('owner');
    expect((await read(editor, journey.id)).role).toBe('editor');
    expect(await read(viewer, journey.id)).toMatchObject({ role: 'viewer', journey: { id: journey.id, workspaceId: team.id, lastEditedBy: 'Ed Editor' } });
  });

  it('answers a viewer’s every write with 403 and changes nothing', async () => {
    const journey = await createJourneyIn(owner, team.id);
    const writes: Array<[string, string, unknown?]> = [
      ['PUT', `/api/journeys/${journey.id}`, { state: journeyState('A viewer tried to rewrite this problem.'), version: 1 }],
      ['PATCH', `/api/journeys/${journey.id}`, { name: 'Viewer rename' }],
      ['DELETE', `/api/journeys/${journey.id}`],
      ['POST', '/api/journeys', { state: journeyState(), workspaceId: team.id }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await viewer.client.request<ErrorAnswer>(method, path, body);
      expect([method, answer.status, answer.body.error.code]).toEqual([method, 403, 'FORBIDDEN']);
    }
    const refused = await viewer.client.request<ErrorAnswer>('PATCH', `/api/journeys/${journey.id}`, { name: 'x' });
    expect(refused.body.error.message).toBe(WORKSPACE_MESSAGES.viewerCannotEdit);
    expect((await read(owner, journey.id)).journey).toEqual(journey);
  });

  it('lets editors and owners save, rename and delete a team journey, recording who did it', async () => {
    const journey = await createJourneyIn(owner, team.id);
    const saved = await editor.client.request<{ journey: Journey }>('PUT', `/api/journeys/${journey.id}`, {
      state: journeyState('The editor sharpened the problem statement.'),
      version: 1,
    });
    expect(saved.body.journey).toMatchObject({ version: 2, lastEditedBy: 'Ed Editor' });
    const renamed = await owner.client.request<{ journey: Journey }>('PATCH', `/api/journeys/${journey.id}`, { name: 'Owner’s name' });
    expect(renamed.body.journey).toMatchObject({ version: 3, lastEditedBy: 'Ana Owner' });
    expect((await editor.client.request('DELETE', `/api/journeys/${journey.id}`)).status).toBe(204);
    expect((await owner.client.request('GET', `/api/journeys/${journey.id}`)).status).toBe(404);
  });

  it('answers an outsider 404 on every journey route, exactly as for a journey that does not exist', async () => {
    const journey = await createJourneyIn(owner, team.id);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/journeys/{id}'],
      ['PUT', '/api/journeys/{id}', { state: journeyState('Taken over by someone outside.'), version: 1 }],
      ['PATCH', '/api/journeys/{id}', { name: 'Taken over' }],
      ['DELETE', '/api/journeys/{id}'],
      ['POST', '/api/journeys/{id}/move', { workspaceId: team.id }],
    ];
    for (const [method, path, body] of routes) {
      const missing = await outsider.client.request(method, path.replace('{id}', '00000000-0000-4000-8000-000000000000'), body);
      const answer = await outsider.client.request(method, path.replace('{id}', journey.id), body);
      expect([method, answer.status, answer.body]).toEqual([method, 404, missing.body]);
    }
    const created = await outsider.client.request('POST', '/api/journeys', { state: journeyState(), workspaceId: team.id });
    expect(created.status).toBe(404);
    expect((await read(owner, journey.id)).journey).toEqual(journey);
  });

  it('creates a journey in the personal workspace unless another is named', async () => {
    const journey = await createJourneyIn(editor);
    expect(journey.workspaceId).toBe(`personal-${editor.id}`);
    expect((await owner.client.request('GET', `/api/journeys/${journey.id}`)).status).toBe(404);
  });

  it('moves a personal journey into a team workspace the owner can edit, and nowhere else', async () => {
    const journey = await createJourneyIn(editor);
    const viewersTeam = await createTeam(owner, 'Read-only Squad');
    await addMember(owner, viewersTeam.id, editor, 'viewer');
    const outsidersTeam = await createTeam(outsider, 'Elsewhere');
    const move = (member: Member, id: string, workspaceId: string) =>
      member.client.request<{ journey: Journey } & ErrorAnswer>('POST', `/api/journeys/${id}/move`, { workspaceId });

    expect((await move(editor, journey.id, viewersTeam.id)).status).toBe(403);
    expect((await move(editor, journey.id, outsidersTeam.id)).status).toBe(404);
    expect((await editor.client.request('POST', `/api/journeys/${journey.id}/move`, {})).status).toBe(400);

    const moved = await move(editor, journey.id, team.id);
    expect(moved.body.journey).toMatchObject({ id: journey.id, workspaceId: team.id, version: journey.version });
    expect((await read(viewer, journey.id)).journey.state).toEqual(journey.state);

    const byEditor = await move(editor, journey.id, `personal-${editor.id}`);
    expect([byEditor.status, byEditor.body.error.message]).toEqual([403, WORKSPACE_MESSAGES.moveOwnerOnly]);
    expect((await read(owner, journey.id)).journey.workspaceId).toBe(team.id);
  });
});
