import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import type { JourneyListPage } from '../../domain/journey-list';
import { JOURNEY_NAME_MESSAGES } from '../../domain/journey-name';
import {
  applyTextEdit,
  loadSharedText,
  readSharedText,
  sharedTextUpdateSince,
  stateVectorOf,
} from '../../domain/shared-text';
import { WORKSPACE_MESSAGES } from '../../domain/workspace-api';
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

interface ErrorAnswer {
  error: { code: string; message: string };
}

describe.each(testDatabaseKinds())('renaming a journey from the dashboard on $name', ({ create }) => {
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
    [owner, editor, viewer, outsider] = await signedUpMembers(testApp, [
      'Ana Owner',
      'Ed Editor',
      'Vera Viewer',
      'Olga Outsider',
    ]);
    teamId = (await createTeam(owner)).id;
    await addMember(owner, teamId, editor, 'editor');
    await addMember(owner, teamId, viewer, 'viewer');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const rename = (member: Member, id: string, name: unknown) =>
    member.client.request<{ journey: Journey } & ErrorAnswer>('PATCH', `/api/journeys/${id}`, { name });
  const listed = async (member: Member, query = '') =>
    (await member.client.request<JourneyListPage>('GET', `/api/journeys?workspaceId=${teamId}${query}`)).body
      .journeys;

  it('lets owners and editors rename a journey, and the whole workspace lists it under the new name', async () => {
    const journey = await createJourneyIn(
      owner,
      teamId,
      journeyState('Card fraud disputes take three weeks to resolve.'),
    );
    expect((await rename(editor, journey.id, '  Dispute fast lane ')).body.journey).toMatchObject({
      name: 'Dispute fast lane',
      lastEditedBy: 'Ed Editor',
    });
    expect((await rename(owner, journey.id, 'Dispute fast lane, phase 2')).status).toBe(200);
    const seenByViewer = (await listed(viewer)).find((row) => row.id === journey.id);
    expect(seenByViewer?.name).toBe('Dispute fast lane, phase 2');
    expect((await listed(viewer, '&q=phase')).map((row) => row.id)).toEqual([journey.id]);
  });

  it('answers a viewer’s rename with 403 and another workspace’s journey with 404, changing nothing', async () => {
    const journey = await createJourneyIn(
      owner,
      teamId,
      journeyState('Mortgage approvals are too slow for first-time buyers.'),
    );
    const byViewer = await rename(viewer, journey.id, 'Viewer’s name');
    expect([byViewer.status, byViewer.body.error.code, byViewer.body.error.message]).toEqual([
      403,
      'FORBIDDEN',
      WORKSPACE_MESSAGES.viewerCannotEdit,
    ]);
    const byOutsider = await rename(outsider, journey.id, 'Outsider’s name');
    const missing = await rename(outsider, '00000000-0000-4000-8000-000000000000', 'Outsider’s name');
    expect([byOutsider.status, byOutsider.body]).toEqual([404, missing.body]);
    const after = (await owner.client.request<{ journey: Journey }>('GET', `/api/journeys/${journey.id}`))
      .body.journey;
    expect(after).toEqual(journey);
  });

  it('refuses an empty or too long name with a message saying what to do, never a 500', async () => {
    const journey = await createJourneyIn(owner, teamId);
    const cases: Array<[unknown, string]> = [
      ['   ', JOURNEY_NAME_MESSAGES.empty],
      ['n'.repeat(201), JOURNEY_NAME_MESSAGES.tooLong],
    ];
    for (const [name, message] of cases) {
      const answer = await rename(editor, journey.id, name);
      expect([answer.status, answer.body.error.code, JSON.stringify(answer.body.error)]).toEqual([
        400,
        'VALIDATION_FAILED',
        expect.stringContaining(message),
      ]);
    }
    expect((await rename(editor, journey.id, 42)).status).toBe(400);
  });

  it('keeps a finished journey finished when it is renamed', async () => {
    const journey = await createJourneyIn(owner, teamId);
    expect(
      (await owner.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' })).status,
    ).toBe(200);
    expect((await rename(editor, journey.id, 'Finished and renamed')).body.journey).toMatchObject({
      status: 'completed',
      name: 'Finished and renamed',
    });
    expect((await listed(owner, '&status=completed')).map((row) => row.name)).toContain(
      'Finished and renamed',
    );
  });

  it('renames through the shared name text, so a colleague typing in the name afterwards keeps both', async () => {
    const journey = await createJourneyIn(owner, teamId, { ...journeyState(), journeyName: 'Card disputes' });
    const renamed = (await rename(owner, journey.id, 'Card disputes fast lane')).body.journey;
    const stored =
      renamed.texts?.journeyName ??
      (await editor.client.request<{ journey: Journey }>('GET', `/api/journeys/${journey.id}`)).body.journey
        .texts?.journeyName;
    expect(stored).toBeDefined();
    const doc = loadSharedText(stored!);
    expect(readSharedText(doc)).toBe('Card disputes fast lane');
    const before = stateVectorOf(doc);
    applyTextEdit(doc, 'Card disputes fast lane', 'Card disputes fast lane (pilot)');
    const batch = {
      batchId: `rename-${Date.now()}`,
      baseVersion: renamed.version,
      actions: [],
      text: { journeyName: sharedTextUpdateSince(doc, before) },
    };
    expect((await editor.client.request('POST', `/api/journeys/${journey.id}/changes`, batch)).status).toBe(
      200,
    );
    const after = (await owner.client.request<{ journey: Journey }>('GET', `/api/journeys/${journey.id}`))
      .body.journey;
    expect([after.name, after.state.journeyName]).toEqual([
      'Card disputes fast lane (pilot)',
      'Card disputes fast lane (pilot)',
    ]);
  });

  it('starts a journey with the name it was given', async () => {
    const answer = await editor.client.request<{ journey: Journey }>('POST', '/api/journeys', {
      state: journeyState('Small business owners wait four weeks for a working-capital decision.'),
      name: 'Working-capital decision for small business owners',
      workspaceId: teamId,
    });
    expect(answer.status).toBe(201);
    expect((await listed(viewer)).find((row) => row.id === answer.body.journey.id)?.name).toBe(
      'Working-capital decision for small business owners',
    );
  });
});
