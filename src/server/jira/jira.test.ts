import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JiraCheckAnswer, JiraJourneyAnswer, JiraSendAnswer, JiraSettingsAnswer } from '../../domain/jira/jira-api';
import type { Journey } from '../../domain/journey-api';
import { completeJourney } from '../../domain/outputs/test-fixtures';
import { createToken, withToken } from '../../../tests/support/api-token-helpers';
import { FAKE_JIRA, type FakeJira, startFakeJira } from '../../../tests/support/fake-jira';
import { TestClient } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A journey filled in end to end; one team member, as the API checks each persona's category. */
const filledIn = () => ({ ...completeJourney(), teamMembers: completeJourney().teamMembers.slice(0, 1) });

const cloud = (siteUrl: string) => ({ flavour: 'cloud', siteUrl, projectKey: 'inno', email: FAKE_JIRA.email, apiToken: FAKE_JIRA.apiToken });
const dataCenter = (siteUrl: string) => ({ flavour: 'data-center', siteUrl, projectKey: 'INNO', apiToken: FAKE_JIRA.personalAccessToken });

describe.each(testDatabaseKinds())('sending a journey to Jira on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let jira: FakeJira;
  let owner: Member;
  let editor: Member;
  let viewer: Member;
  let outsider: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    jira = await startFakeJira();
    // The operator lists the fake site and allows loopback, for this test only.
    testApp = await createTestApp(testDatabase, { JIRA_ALLOWED_SITES: new URL(jira.siteUrl).origin, JIRA_ALLOW_PRIVATE_ADDRESSES: 'true' });
    [owner, editor, viewer, outsider] = await signedUpMembers(testApp, ['Olive Owner', 'Eddie Editor', 'Vera Viewer', 'Otto Outsider']);
    teamId = (await createTeam(owner, 'Payments Lab')).id;
    await addMember(owner, teamId, editor, 'editor');
    await addMember(owner, teamId, viewer, 'viewer');
  });
  afterAll(async () => {
    await testApp.close();
    await jira.close();
    await testDatabase.drop();
  });
  beforeEach(() => {
    jira.issues.clear();
    jira.calls.length = 0;
    jira.failNext.length = 0;
  });

  const settings = () => `/api/workspaces/${teamId}/jira`;
  async function connect(input: Record<string, unknown>) {
    const answer = await owner.client.request<JiraSettingsAnswer & ErrorAnswer>('PUT', settings(), input);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.connection!;
  }
  async function completedJourney(name = 'Round-up Pots'): Promise<Journey> {
    const made = await editor.client.request<{ journey: Journey }>('POST', '/api/journeys', { state: { ...filledIn(), journeyName: name }, workspaceId: teamId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const journey = made.body.journey;
    expect((await editor.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' })).status).toBe(200);
    return journey;
  }
  const send = (member: Member, journeyId: string) => member.client.request<JiraSendAnswer & ErrorAnswer>('POST', `/api/journeys/${journeyId}/jira`);
  const epics = () => [...jira.issues.values()].filter((issue) => (issue.fields.issuetype as { name: string }).name === 'Epic');
  const stories = () => [...jira.issues.values()].filter((issue) => (issue.fields.issuetype as { name: string }).name === 'Story');

  it('lets only owners configure, and never answers with the token', async () => {
    expect((await editor.client.request('PUT', settings(), cloud(jira.siteUrl))).status).toBe(403);
    expect((await editor.client.request('GET', settings())).status).toBe(403);
    expect((await outsider.client.request('GET', settings())).status).toBe(404);
    const connection = await connect(cloud(`${jira.siteUrl}/`));
    expect(connection).toMatchObject({ flavour: 'cloud', siteUrl: jira.siteUrl, projectKey: 'INNO', email: FAKE_JIRA.email, tokenHint: FAKE_JIRA.apiToken.slice(-4) });
    const read = await owner.client.request<JiraSettingsAnswer>('GET', settings());
    expect(read.body.connection).toEqual(connection);
    expect(JSON.stringify(read.body)).not.toContain(FAKE_JIRA.apiToken);
    // Saving again without a token keeps the one saved; the check proves it still works.
    await connect({ ...cloud(jira.siteUrl), apiToken: '', storyIssueType: 'Task' });
    const check = await owner.client.request<JiraCheckAnswer>('POST', `${settings()}/check`);
    expect(check.body).toEqual({ project: { key: 'INNO', name: FAKE_JIRA.project.name } });
    await connect(cloud(jira.siteUrl));
  });

  it('says at the right field what is wrong, and saves nothing then', async () => {
    await connect(cloud(jira.siteUrl));
    const wrongToken = await owner.client.request<ErrorAnswer>('PUT', settings(), { ...cloud(jira.siteUrl), apiToken: 'not-the-token' });
    expect(wrongToken.status).toBe(422);
    expect(wrongToken.body.error.code).toBe('JIRA_AUTH_FAILED');
    expect(wrongToken.body.error.fields?.apiToken).toMatch(/did not accept the token/);
    const noProject = await owner.client.request<ErrorAnswer>('PUT', settings(), { ...cloud(jira.siteUrl), projectKey: 'NOPE' });
    expect(noProject.body.error).toMatchObject({ code: 'JIRA_PROJECT_NOT_FOUND', fields: { projectKey: expect.stringMatching(/NOPE/) } });
    const otherSite = await owner.client.request<ErrorAnswer>('PUT', settings(), { ...cloud('https://other.atlassian.net'), apiToken: '' });
    expect(otherSite.status).toBe(422);
    const noEmail = await owner.client.request<ErrorAnswer>('PUT', settings(), { ...cloud(jira.siteUrl), email: '' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.fields?.email).toBeDefined();
    const tokenGone = await owner.client.request<ErrorAnswer>('PUT', settings(), { ...dataCenter(jira.siteUrl), apiToken: '' });
    expect(tokenGone.body.error.code).toBe('JIRA_TOKEN_REQUIRED');
    jira.failNext.push(503);
    const down = await owner.client.request<ErrorAnswer>('PUT', settings(), cloud(jira.siteUrl));
    expect(down.status).toBe(502);
    expect(down.body.error.code).toBe('JIRA_UNREACHABLE');
    expect((await owner.client.request<JiraSettingsAnswer>('GET', settings())).body.connection).toMatchObject({ flavour: 'cloud', projectKey: 'INNO' });
  });

  it('makes an epic and a story per BRD requirement on Jira Cloud, keeps the links, and updates them on the next send', async () => {
    await connect(cloud(jira.siteUrl));
    const journey = await completedJourney();
    const first = await send(editor, journey.id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ created: 6, updated: 0 });
    expect(epics()).toHaveLength(1);
    expect(stories()).toHaveLength(5);
    const [epic] = epics();
    expect(epic!.apiVersion).toBe('3');
    expect(epic!.fields.summary).toBe('Round-up Pots');
    expect(JSON.stringify(epic!.fields.description)).toContain('Young renters find it hard to save regularly.');
    for (const story of stories()) expect(story.fields.parent).toEqual({ key: epic!.key });
    expect(stories()[0]!.fields.summary).toMatch(/^Requirement 1: Round-up Pots resolves the problem/);
    expect(first.body.link.epic).toEqual({ key: epic!.key, url: `${jira.siteUrl}/browse/${epic!.key}` });
    expect(first.body.link.stories.map((story) => story.key)).toEqual(stories().map((story) => story.key));

    // Anyone in the workspace sees where it went; the viewer cannot send it.
    const seen = await viewer.client.request<JiraJourneyAnswer>('GET', `/api/journeys/${journey.id}/jira`);
    expect(seen.body).toMatchObject({ connected: true, link: { epic: { key: epic!.key }, sentBy: 'Eddie Editor' } });
    expect((await send(viewer, journey.id)).status).toBe(403);
    expect((await outsider.client.request('GET', `/api/journeys/${journey.id}/jira`)).status).toBe(404);

    const again = await send(owner, journey.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, updated: 6 });
    expect(jira.issues.size).toBe(6);
    expect([...jira.issues.values()].every((issue) => issue.updates === 1)).toBe(true);
    const audit = await owner.client.request<{ entries: Array<{ action: string }> }>('GET', `/api/workspaces/${teamId}/audit?action=jira`);
    expect(audit.body.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['jira.sent', 'jira.connected']));
  });

  it('speaks Data Center v2 with a personal access token, wiki text and the epic fields it finds', async () => {
    await connect(dataCenter(jira.siteUrl));
    const journey = await createJourneyIn(editor, teamId, {
      ...filledIn(),
      selectedIdea: { ...completeJourney().selectedIdea!, title: 'Pots *bold* {code}', description: 'Round up [link|http://evil] and sweep.' },
    });
    await editor.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' });
    const answer = await send(editor, journey.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [epic] = epics();
    expect(epic!.apiVersion).toBe('2');
    expect(epic!.fields[FAKE_JIRA.epicNameField]).toBe('Pots *bold* {code}');
    expect(epic!.fields.description).toContain('Pots \\*bold\\* \\{code\\}');
    expect(epic!.fields.description).toContain('Round up \\[link\\|http://evil\\]');
    for (const story of stories()) expect(story.fields[FAKE_JIRA.epicLinkField]).toBe(epic!.key);
    expect(jira.calls.every((call) => call.authorization === `Bearer ${FAKE_JIRA.personalAccessToken}`)).toBe(true);
  });

  it('refuses what cannot be sent, and resumes a send Jira cut short without making anything twice', async () => {
    const unfinished = await createJourneyIn(editor, teamId, filledIn());
    await owner.client.request('DELETE', settings());
    expect((await send(editor, unfinished.id)).body.error.code).toBe('JIRA_NOT_CONNECTED');
    await connect(cloud(jira.siteUrl));
    expect((await send(editor, unfinished.id)).body.error.code).toBe('JOURNEY_NOT_COMPLETED');

    const journey = await completedJourney('Cut short');
    // The epic and two stories go through; then Jira falls over.
    jira.failNext.push(undefined, undefined, undefined, 503);
    const cut = await send(editor, journey.id);
    expect(cut.status).toBe(502);
    expect(cut.body.error.code).toBe('JIRA_UNREACHABLE');
    expect(jira.issues.size).toBe(3);
    const resumed = await send(editor, journey.id);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toMatchObject({ created: 3, updated: 3 });
    expect(epics()).toHaveLength(1);
    expect(stories()).toHaveLength(5);

    // An issue deleted in Jira is made again; the others are updated.
    jira.issues.delete(resumed.body.link.stories[4]!.key);
    const after = await send(editor, journey.id);
    expect(after.body).toMatchObject({ created: 1, updated: 5 });
  });

  it('makes the epic once when two editors click at the same moment', async () => {
    await connect(cloud(jira.siteUrl));
    const journey = await completedJourney('Both at once');
    const answers = await Promise.all([send(editor, journey.id), send(owner, journey.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('JIRA_SEND_IN_PROGRESS');
    expect(epics()).toHaveLength(1);
    expect(stories()).toHaveLength(5);
  });

  it('makes the epic once when the two clicks reach two app processes on one database', async () => {
    await connect(cloud(jira.siteUrl));
    const journey = await completedJourney('Two processes');
    const second = await createTestApp(testDatabase, { JIRA_ALLOWED_SITES: new URL(jira.siteUrl).origin, JIRA_ALLOW_PRIVATE_ADDRESSES: 'true' });
    try {
      const ownerThere = new TestClient(second);
      ownerThere.useCookie(owner.client.sessionCookie);
      const answers = await Promise.all([send(editor, journey.id), ownerThere.request<ErrorAnswer>('POST', `/api/journeys/${journey.id}/jira`)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(epics()).toHaveLength(1);
      expect((await ownerThere.request<JiraSendAnswer>('POST', `/api/journeys/${journey.id}/jira`)).body).toMatchObject({ created: 0, updated: 6 });
    } finally {
      await second.close();
    }
  });

  it('costs only the send when Jira stalls: the send gives up within its budget, and the app keeps answering', async () => {
    await connect(cloud(jira.siteUrl));
    const journeys = await Promise.all(Array.from({ length: 10 }, (_, n) => completedJourney(`Stalled ${n}`)));
    // One place to serve requests: a stalled send that took it would shut everyone else out.
    const busy = await createTestApp(testDatabase, {
      JIRA_ALLOWED_SITES: new URL(jira.siteUrl).origin,
      JIRA_ALLOW_PRIVATE_ADDRESSES: 'true',
      JIRA_TIMEOUT_MS: '500',
      OVERLOAD_MAX_ACTIVE: '1',
    });
    jira.stall(true);
    try {
      const editorThere = new TestClient(busy);
      editorThere.useCookie(editor.client.sessionCookie);
      const sends = journeys.map((journey) => editorThere.request<ErrorAnswer>('POST', `/api/journeys/${journey.id}/jira`));
      const finished: string[] = [];
      void Promise.all(sends).then(() => finished.push('sends'));
      const list = await editorThere.request('GET', `/api/journeys?workspaceId=${teamId}`);
      finished.push('list');
      expect(list.status).toBe(200);
      const answers = await Promise.all(sends);
      expect(finished[0]).toBe('list');
      const codes = answers.map((answer) => answer.body.error.code);
      // Eight wait for Jira at most; the rest are refused at once rather than queued behind them.
      expect(codes.filter((code) => code === 'OUTSIDE_SERVICE_BUSY')).toHaveLength(2);
      expect(codes.filter((code) => code === 'JIRA_UNREACHABLE')).toHaveLength(8);
      expect(answers.find((answer) => answer.body.error.code === 'JIRA_UNREACHABLE')!.body.error.message).toMatch(/Jira could not be reached|too slowly/);
    } finally {
      jira.stall(false);
      await busy.close();
    }
    // Once Jira answers again, the same journeys go through.
    expect((await send(editor, journeys[0]!.id)).status).toBe(201);
  });

  it('takes API tokens on the journey routes with their scopes, and never on the connection', async () => {
    await connect(cloud(jira.siteUrl));
    const journey = await completedJourney('Sent by a pipeline');
    const reader = await createToken(editor, ['journeys:read']);
    const writer = await createToken(editor, ['journeys:write']);
    const workspaceWriter = await createToken(owner, ['journeys:write', 'audit:read'], teamId);
    expect((await withToken<JiraJourneyAnswer>(testApp, reader.secret, 'GET', `/api/journeys/${journey.id}/jira`)).body.connected).toBe(true);
    expect((await withToken(testApp, reader.secret, 'POST', `/api/journeys/${journey.id}/jira`)).status).toBe(403);
    expect((await withToken(testApp, writer.secret, 'POST', `/api/journeys/${journey.id}/jira`)).status).toBe(201);
    expect((await withToken(testApp, workspaceWriter.secret, 'POST', `/api/journeys/${journey.id}/jira`)).status).toBe(200);
    for (const method of ['GET', 'PUT', 'DELETE']) expect((await withToken(testApp, workspaceWriter.secret, method, settings(), method === 'PUT' ? cloud(jira.siteUrl) : undefined)).status).toBe(403);
    const foreign = await createToken(outsider, ['journeys:write']);
    expect((await withToken(testApp, foreign.secret, 'POST', `/api/journeys/${journey.id}/jira`)).status).toBe(404);
  });
});
