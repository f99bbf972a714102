import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChat } from '../../../tests/support/chat-client';
import { trailOf } from '../../../tests/support/governance-helpers';
import { type TestApp, TEST_ORIGIN, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { personalWorkspaceId } from '../workspaces/workspaces-repository';

interface PersonalData {
  format: string;
  account: { id: string; email: string; name: string };
  sessions: Array<Record<string, unknown>>;
  workspaces: Array<{ id: string; role: string }>;
  journeys: Array<{ id: string; workspace_id: string; state: unknown }>;
  chats: Array<{ title: string; messages: Array<{ role: string; content: string }> }>;
  actionsOnRecord: Array<{ action: string }>;
}

describe.each(testDatabaseKinds())('downloading all of one’s data on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let ben: Member;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, ben] = await signedUpMembers(testApp, ['Ana Silva', 'Ben Okafor']);
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('gives the person their account, sessions without tokens, journeys, chats and their actions on record, as a JSON file', async () => {
    const personal = await createJourneyIn(ana, undefined, journeyState('Our SME customers wait weeks for a loan decision.'));
    const team = await createTeam(ben, 'Lending Lab');
    await addMember(ben, team.id, ana, 'editor');
    const teamJourney = await createJourneyIn(ana, team.id, journeyState('A confidential team problem statement.'));
    const bensJourney = await createJourneyIn(ben, team.id, journeyState('Ben’s own team journey.'));
    await sendChat(ana.client, 'How do I validate a lending idea?');
    await sendChat(ben.client, 'Ben asks something private.');

    const response = await testApp.app.request('/api/account/export', { headers: { Origin: TEST_ORIGIN, Cookie: ana.client.sessionCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="innovation-studio-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text) as PersonalData;
    expect(data.format).toBe('innovation-studio-personal-data/1');
    expect(data.account).toMatchObject({ id: ana.id, email: ana.email, name: 'Ana Silva' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(text).not.toContain(ana.client.sessionCookie.split('=')[1]!.split('.')[0]!);
    expect(data.workspaces.map((workspace) => [workspace.id, workspace.role]).sort()).toEqual([[personalWorkspaceId(ana.id), 'owner'], [team.id, 'editor']].sort());
    const journeys = new Map(data.journeys.map((journey) => [journey.id, journey]));
    expect(journeys.get(personal.id)?.state).toMatchObject({ problemStatement: 'Our SME customers wait weeks for a loan decision.' });
    expect(journeys.get(teamJourney.id)?.state).toBe('kept by the team workspace');
    expect(journeys.has(bensJourney.id)).toBe(false);
    expect(text).not.toContain('A confidential team problem statement.');
    expect(data.chats.map((chat) => chat.messages[0])).toEqual([expect.objectContaining({ role: 'user', content: 'How do I validate a lending idea?' })]);
    expect(text).not.toContain('Ben asks something private.');
    expect(data.actionsOnRecord.map((entry) => entry.action)).toEqual(expect.arrayContaining(['auth.sign_in', 'member.joined', 'ai.call']));
    expect((await trailOf(testApp, personalWorkspaceId(ana.id))).at(-1)).toMatchObject({ action: 'account.data_exported', actorId: ana.id });
  });

  it('asks for a session', async () => {
    expect((await testApp.app.request('/api/account/export', { headers: { Origin: TEST_ORIGIN } })).status).toBe(401);
  });
});
