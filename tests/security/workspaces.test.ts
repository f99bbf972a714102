import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import type { WorkspaceSummary } from '../../src/domain/workspace-api';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { Visitor, uniqueEmail } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { sampleJourneyState } from './support/sample-data';
import { eventStreamReader } from '../support/event-stream-reader';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Attempt = [method: string, path: string, json?: unknown];

/** Every journey route, with {id} for the journey and {ws} for a workspace the caller may name. */
const journeyRoutes = (version: number): Attempt[] => [
  ['GET', '/api/journeys/{id}'],
  ['PUT', '/api/journeys/{id}', { state: sampleJourneyState('Taken over.'), version, status: 'completed' }],
  ['PATCH', '/api/journeys/{id}', { name: 'Taken over' }],
  ['DELETE', '/api/journeys/{id}'],
  ['POST', '/api/journeys/{id}/move', { workspaceId: '{ws}' }],
  ['GET', '/api/journeys/{id}/events'],
  ['POST', '/api/journeys/{id}/changes', { batchId: 'attack-batch-0001', baseVersion: version, actions: [{ type: 'setProblemStatement', problemStatement: 'Taken over.' }] }],
  ['GET', '/api/journeys/{id}/changes?since=0'],
  ['GET', '/api/journeys/{id}/history'],
  ['GET', '/api/journeys/{id}/versions/1'],
  ['POST', '/api/journeys/{id}/restore', { version: 1 }],
  ['GET', '/api/journeys/{id}/comments'],
  // A facilitated session's commands are the facilitator's: an owner or editor.
  ['POST', '/api/journeys/{id}/facilitation/start', { step: 'ideate/ideas' }],
  ['POST', '/api/journeys/{id}/facilitation/hand-over', { userId: '{user}' }],
  ['POST', '/api/journeys/{id}/facilitation/timer', { action: 'start', minutes: 5 }],
  ['POST', '/api/journeys/{id}/facilitation/sound', { sound: false }],
  ['POST', '/api/journeys/{id}/facilitation/step', { step: 'ideate/evaluate', gather: true }],
  ['POST', '/api/journeys/{id}/facilitation/rounds', { kind: 'blind-scoring' }],
  ['POST', '/api/journeys/{id}/facilitation/rounds/close', { roundId: 'round-1' }],
  ['POST', '/api/journeys/{id}/facilitation/end'],
];

/** Journey routes every member may use, viewers included: an outsider still gets 404. */
const anyMemberRoutes: Attempt[] = [
  ['POST', '/api/journeys/{id}/comments', { target: 'page:real', body: 'Written from outside.' }],
  ['POST', '/api/journeys/{id}/presence', { connectionId: '00000000-0000-4000-8000-000000000000', step: 'ideate/ideas' }],
  // Reading a journey's outputs is reading the journey: a viewer may export it (and it is recorded).
  ['POST', '/api/journeys/{id}/exports', { format: 'pptx', document: 'pitch' }],
  // Asking which ideas are likely duplicates changes nothing.
  ['POST', '/api/journeys/{id}/duplicate-ideas', { ideas: [{ id: 'idea-1', title: 'Instant card freeze', description: '' }] }],
  // Everyone in the room takes part in a facilitated session's rounds, with their own marks.
  ['GET', '/api/journeys/{id}/facilitation'],
  ['POST', '/api/journeys/{id}/facilitation/private-ideas', { roundId: 'round-1', title: 'An idea from outside' }],
  ['DELETE', '/api/journeys/{id}/facilitation/private-ideas/idea-1'],
  ['PUT', '/api/journeys/{id}/facilitation/blind-marks', { roundId: 'round-1', scores: {}, votes: [], finished: true }],
  ['POST', '/api/journeys/{id}/facilitation/pairwise-choices', { roundId: 'round-1', pairIndex: 0, appeal: 'a', fit: 'a' }],
];

/** The single sign-on settings: owners only, reading included. */
const ssoRoutes: Attempt[] = [
  ['GET', '/api/workspaces/{ws}/sso'],
  [
    'PUT',
    '/api/workspaces/{ws}/sso',
    { issuer: 'https://login.attacker.example', clientId: 'attacker', clientSecret: 'attacker-secret', defaultRole: 'editor', passwordSignIn: 'disabled' },
  ],
  [
    'PUT',
    '/api/workspaces/{ws}/sso',
    { protocol: 'saml', entryPoint: 'https://login.attacker.example/saml2', idpEntityId: 'urn:attacker', certificate: 'MIIB', defaultRole: 'editor', passwordSignIn: 'allowed' },
  ],
  ['DELETE', '/api/workspaces/{ws}/sso'],
  ['POST', '/api/workspaces/{ws}/sso/domains', { domain: 'bank.example' }],
  ['POST', '/api/workspaces/{ws}/sso/domains/bank.example/verify'],
  ['DELETE', '/api/workspaces/{ws}/sso/domains/bank.example'],
];

/** The owner-only administration of a workspace: AI controls, usage, retention, the audit trail and webhooks. */
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
  ['GET', '/api/workspaces/{ws}/webhooks'],
  ['POST', '/api/workspaces/{ws}/webhooks', { kind: 'webhook', url: 'https://hooks.slack.com/services/attacker', events: ['journey.created'] }],
  ['PATCH', '/api/workspaces/{ws}/webhooks/wh_attacked', { enabled: false }],
  ['DELETE', '/api/workspaces/{ws}/webhooks/wh_attacked'],
  ['POST', '/api/workspaces/{ws}/webhooks/wh_attacked/rotate-secret'],
  ['POST', '/api/workspaces/{ws}/webhooks/wh_attacked/test'],
  ['GET', '/api/workspaces/{ws}/webhooks/wh_attacked/deliveries'],
  ['POST', '/api/workspaces/{ws}/webhooks/wh_attacked/deliveries/msg_attacked/resend'],
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
  ...ssoRoutes,
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
    for (const attempt of [...journeyRoutes(journey.version), ...anyMemberRoutes]) {
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
      ...journeyRoutes(journey.version).filter(([method]) => method !== 'GET'),
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

  it('lets a viewer score and vote only as themselves, and change only their own comments', async () => {
    const changes = `/api/journeys/${journey.id}/changes`;
    const spoofed = { batchId: 'attack-batch-0002', baseVersion: journey.version, actions: [{ type: 'setIdeaScores', id: 'idea-1', scorerId: ownerId, appealScore: 0, fitScore: 0 }] };
    expectErrorAnswer(await viewer.request('POST', changes, { json: spoofed }), 403, 'FORBIDDEN');
    const ownersComment = await owner.request('POST', `/api/journeys/${journey.id}/comments`, { json: { target: 'page:win', body: 'The owner’s view.' } });
    const commentId = (ownersComment.json as { comment: { id: string } }).comment.id;
    expectErrorAnswer(await viewer.request('PATCH', `/api/journeys/${journey.id}/comments/${commentId}`, { json: { body: 'Rewritten.' } }), 403, 'FORBIDDEN');
    expectErrorAnswer(await viewer.request('DELETE', `/api/journeys/${journey.id}/comments/${commentId}`), 403, 'FORBIDDEN');
    expect(await currentJourney()).toEqual(journey);
  });

  it('lets only owners reach the single sign-on settings: editors and viewers get 403, even to read them', async () => {
    const editor = visitor();
    const editorEmail = uniqueEmail('editor');
    await editor.signUp(editorEmail);
    const invitation = await owner.request('POST', `/api/workspaces/${team.id}/invitations`, { json: { email: editorEmail, role: 'editor' } });
    const token = (invitation.json as { link: string }).link.split('/invitations/')[1];
    expect((await editor.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    for (const member of [viewer, editor]) {
      for (const attempt of ssoRoutes) {
        const { method, path, options } = fill(attempt, { ws: team.id });
        expectErrorAnswer(await member.request(method, path, options), 403, 'FORBIDDEN');
      }
    }
    const ownersView = await owner.request('GET', `/api/workspaces/${team.id}/sso`);
    expect(ownersView.status).toBe(200);
    expect(ownersView.json).toMatchObject({ sso: { provider: null, domains: [] } });
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
      for (const path of [`/api/invitations/${token}/accept`, `/api/invitation-previews/${token}`]) {
        const answer = await outsider.request(path.endsWith('/accept') ? 'POST' : 'GET', path);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
      }
    }
    for (const id of ['%00', 'x'.repeat(500), "'%20or%201=1--"]) {
      expectErrorAnswer(await owner.request('GET', `/api/journeys?workspaceId=${id}`), 404);
      expectErrorAnswer(await owner.request('GET', `/api/workspaces/${id}/members`), 404);
      expectErrorAnswer(await owner.request('DELETE', `/api/workspaces/${team.id}/members/${id}`), 404);
    }
  });

  it('ends a removed member’s access on their very next request, and their open event stream at once', async () => {
    const members = (await owner.request('GET', `/api/workspaces/${team.id}/members`)).json as { members: Array<{ userId: string; role: string }> };
    const viewerId = members.members.find((member) => member.role === 'viewer')!.userId;
    expect((await viewer.request('GET', `/api/journeys/${journey.id}`)).status).toBe(200);
    const stream = await fetch(`${server.url}/api/journeys/${journey.id}/events`, { headers: { Cookie: viewer.cookie, Accept: 'text/event-stream' } });
    const events = eventStreamReader(stream.body!);
    await events.next('hello');
    expect((await owner.request('DELETE', `/api/workspaces/${team.id}/members/${viewerId}`)).status).toBe(204);
    expect(await events.next('closed')).toEqual({ reason: 'access-ended' });
    await events.untilEnded();
    expectErrorAnswer(await viewer.request('GET', `/api/journeys/${journey.id}`), 404, 'NOT_FOUND');
    expectErrorAnswer(await viewer.request('GET', `/api/workspaces/${team.id}`), 404, 'NOT_FOUND');
  });
});

/** A move names a target: the viewer's own workspace, so only the role on the source journey is in question. */
function targetWorkspace(attempt: Attempt, teamId: string, ownWorkspaceId: string): string {
  return attempt[1].endsWith('/move') ? ownWorkspaceId : teamId;
}
