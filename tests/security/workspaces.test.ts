import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import type { WorkspaceSummary } from '../../src/domain/workspace-api';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { Visitor, uniqueEmail } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { sampleJourneyState } from './support/sample-data';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Attempt = [method: string, path: string, json?: unknown];

/** Every journey route, with {id} for the journey and {ws} for a workspace the caller may name. */
const journeyRoutes = (version: number): Attempt[] => [
  ['GET', '/api/journeys/{id}'],
  ['PUT', '/api/journeys/{id}', { state: sampleJourneyState('Taken over.'), version, status: 'completed' }],
  ['PATCH', '/api/journeys/{id}', { name: 'Taken over' }],
  ['DELETE', '/api/journeys/{id}'],
  ['POST', '/api/journeys/{id}/move', { workspaceId: '{ws}' }],
  ['POST', '/api/journeys/{id}/exports', { format: 'pptx', document: 'pitch' }],
];

/** Reading a journey's outputs is reading the journey: a viewer may export it (and it is recorded). */
const isReadOnly = ([method, path]: Attempt) => method === 'GET' || path.endsWith('/exports');

/** The owner-only administration of a workspace: AI controls, usage, retention and the audit trail. */
const governanceRoutes: Attempt[] = [
  ['GET', '/api/workspaces/{ws}/ai-settings'],
  ['PUT', '/api/workspaces/{ws}/ai-settings', {
    engine: { provider: 'openai-compatible', baseUrl: 'https://attacker.openai.azure.com/v1', model: 'exfiltrate' },
    apiKey: 'sk-attacker',
    features: { ideas: true, scoring: true, 'rww-drafts': true, chat: true },
    budget: { unit: 'calls', perUserMonthly: null, perWorkspaceMonthly: null },
    recordPrompts: true,
  }],
  ['GET', '/api/workspaces/{ws}/ai-usage'],
  ['GET', '/api/workspaces/{ws}/retention'],
  ['PUT', '/api/workspaces/{ws}/retention', { retentionDays: 30 }],
  ['GET', '/api/workspaces/{ws}/audit'],
  ['GET', '/api/workspaces/{ws}/audit/export?format=csv'],
  ['GET', '/api/workspaces/{ws}/audit/export?format=jsonl'],
];

/** Every workspace route, with {ws} for the workspace and {user} for a member's id. */
const workspaceRoutes: Attempt[] = [
  ['GET', '/api/workspaces/{ws}'],
  ['PATCH', '/api/workspaces/{ws}', { name: 'Taken over' }],
  ['DELETE', '/api/workspaces/{ws}'],
  ['GET', '/api/workspaces/{ws}/members'],
  ['PATCH', '/api/workspaces/{ws}/members/{user}', { role: 'viewer' }],
  ['DELETE', '/api/workspaces/{ws}/members/{user}'],
  ['DELETE', '/api/workspaces/{ws}/members/me'],
  ['GET', '/api/workspaces/{ws}/invitations'],
  ['POST', '/api/workspaces/{ws}/invitations', { email: 'attacker@bank.example', role: 'owner' }],
  ['DELETE', '/api/workspaces/{ws}/invitations/{ws}'],
  ['GET', '/api/journeys?workspaceId={ws}'],
  ['POST', '/api/journeys', { state: sampleJourneyState(), workspaceId: '{ws}' }],
];

function fill(attempt: Attempt, values: Record<string, string>): { method: string; path: string; options: { json?: unknown } } {
  const replace = (text: string) => text.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? key);
  const [method, path, json] = attempt;
  return { method, path: replace(path), options: json === undefined ? {} : { json: JSON.parse(replace(JSON.stringify(json))) } };
}

describe.each(testDatabaseKinds())('workspaces under attack on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let owner: Visitor;
  let viewer: Visitor;
  let outsider: Visitor;
  let ownerId: string;
  let team: WorkspaceSummary;
  let journey: Journey;

  const visitor = () => new Visitor(server.url, server.origin);
  const currentJourney = async () =>
    ((await owner.request('GET', `/api/journeys/${journey.id}`)).json as { journey: Journey }).journey;

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database);
    [owner, viewer, outsider] = [visitor(), visitor(), visitor()];
    ownerId = (await owner.signUp(uniqueEmail('owner'), undefined, 'Team Owner')).id;
    const viewerEmail = uniqueEmail('viewer');
    await viewer.signUp(viewerEmail);
    await outsider.signUp();
    team = ((await owner.request('POST', '/api/workspaces', { json: { name: 'Confidential M&A Squad' } })).json as { workspace: WorkspaceSummary }).workspace;
    const invitation = await owner.request('POST', `/api/workspaces/${team.id}/invitations`, { json: { email: viewerEmail, role: 'viewer' } });
    const token = (invitation.json as { link: string }).link.split('/invitations/')[1];
    expect((await viewer.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    const created = await owner.request('POST', '/api/journeys', { json: { state: sampleJourneyState(), workspaceId: team.id } });
    journey = (created.json as { journey: Journey }).journey;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers an outsider on every journey and workspace route exactly as for ids that do not exist', async () => {
    const outsidersOwn = ((await outsider.request('GET', '/api/workspaces')).json as { workspaces: WorkspaceSummary[] }).workspaces[0]!;
    for (const attempt of journeyRoutes(journey.version)) {
      const theirs = fill(attempt, { id: journey.id, ws: outsidersOwn.id });
      const missing = fill(attempt, { id: MISSING_ID, ws: outsidersOwn.id });
      const answer = await outsider.request(theirs.method, theirs.path, theirs.options);
      expectErrorAnswer(answer, 404, 'NOT_FOUND');
      expect(answer.json).toEqual((await outsider.request(missing.method, missing.path, missing.options)).json);
    }
    for (const attempt of [...workspaceRoutes, ...governanceRoutes]) {
      const theirs = fill(attempt, { ws: team.id, user: ownerId });
      const missing = fill(attempt, { ws: MISSING_ID, user: ownerId });
      const answer = await outsider.request(theirs.method, theirs.path, theirs.options);
      expectErrorAnswer(answer, 404);
      expect(answer.json).toEqual((await outsider.request(missing.method, missing.path, missing.options)).json);
      expect(answer.text).not.toContain('Confidential');
    }
    expect((await outsider.request('GET', '/api/workspaces')).text).not.toContain('Confidential');
    expect(await currentJourney()).toEqual(journey);
  });

  it('answers a viewer’s every write with 403 and changes nothing', async () => {
    const viewersOwn = ((await viewer.request('GET', '/api/workspaces')).json as { workspaces: WorkspaceSummary[] }).workspaces[0]!;
    const writes = [
      ...journeyRoutes(journey.version).filter((attempt) => !isReadOnly(attempt)),
      ...workspaceRoutes.filter(([method, path]) => method !== 'GET' && !path.endsWith('/members/me')),
    ];
    for (const attempt of writes) {
      const { method, path, options } = fill(attempt, { id: journey.id, ws: targetWorkspace(attempt, team.id, viewersOwn.id), user: ownerId });
      expectErrorAnswer(await viewer.request(method, path, options), 403, 'FORBIDDEN');
    }
    expect(await currentJourney()).toEqual(journey);
    const members = (await owner.request('GET', `/api/workspaces/${team.id}/members`)).json as { members: unknown[] };
    expect(members.members).toHaveLength(2);
  });

  it('answers a member who is not an owner with 403 on every governance route, reads included, and changes nothing', async () => {
    const trailBefore = (await owner.request('GET', `/api/workspaces/${team.id}/audit`)).json as { entries: unknown[] };
    for (const attempt of governanceRoutes) {
      const { method, path, options } = fill(attempt, { ws: team.id });
      const answer = await viewer.request(method, path, options);
      expectErrorAnswer(answer, 403, 'FORBIDDEN');
      expect(answer.text).not.toContain('sign_in');
    }
    const settings = (await owner.request('GET', `/api/workspaces/${team.id}/ai-settings`)).json as { settings: { engine: unknown; recordPrompts: boolean } };
    expect(settings.settings).toMatchObject({ engine: { provider: 'deployment' }, recordPrompts: false });
    expect(((await owner.request('GET', `/api/workspaces/${team.id}/retention`)).json as { retentionDays: number | null }).retentionDays).toBeNull();
    const trailAfter = (await owner.request('GET', `/api/workspaces/${team.id}/audit`)).json as { entries: unknown[] };
    // Refused attempts leave no trace of change, and reading is not recorded.
    expect(trailAfter.entries).toEqual(trailBefore.entries);
  });

  it('refuses made-up, hostile and other people’s invitation tokens and ids without a 500', async () => {
    for (const token of ['made-up', '%00', '..%2F..%2Fetc', 'x'.repeat(500), '%F0%9F%92%A5']) {
      const answer = await outsider.request('POST', `/api/invitations/${token}/accept`);
      expect(answer.status, token).toBeGreaterThanOrEqual(400);
      expect(answer.status, token).toBeLessThan(500);
    }
    for (const id of ['%00', 'x'.repeat(500), "'%20or%201=1--"]) {
      expectErrorAnswer(await owner.request('GET', `/api/journeys?workspaceId=${id}`), 404);
      expectErrorAnswer(await owner.request('GET', `/api/workspaces/${id}/members`), 404);
      expectErrorAnswer(await owner.request('DELETE', `/api/workspaces/${team.id}/members/${id}`), 404);
    }
  });

  it('ends a removed member’s access on their very next request', async () => {
    const members = (await owner.request('GET', `/api/workspaces/${team.id}/members`)).json as { members: Array<{ userId: string; role: string }> };
    const viewerId = members.members.find((member) => member.role === 'viewer')!.userId;
    expect((await viewer.request('GET', `/api/journeys/${journey.id}`)).status).toBe(200);
    expect((await owner.request('DELETE', `/api/workspaces/${team.id}/members/${viewerId}`)).status).toBe(204);
    expectErrorAnswer(await viewer.request('GET', `/api/journeys/${journey.id}`), 404, 'NOT_FOUND');
    expectErrorAnswer(await viewer.request('GET', `/api/workspaces/${team.id}`), 404, 'NOT_FOUND');
  });
});

/** A move names a target: the viewer's own workspace, so only the role on the source journey is in question. */
function targetWorkspace(attempt: Attempt, teamId: string, ownWorkspaceId: string): string {
  return attempt[1].endsWith('/move') ? ownWorkspaceId : teamId;
}
