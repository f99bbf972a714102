import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import { MESSAGES } from '../../domain/journey-action-fit';
import type { SharedJourneyAction } from '../../domain/journey-actions';
import type { ApplyChangesAnswer, HistoryEntry, JourneyChange, PresenceEntry } from '../../domain/journey-live';
import { getPersona } from '../../domain/personas';
import { WORKSPACE_MESSAGES } from '../../domain/workspace-api';
import { eventStreamReader } from '../../../tests/support/event-stream-reader';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { LIVE_MESSAGES } from './journey-live-routes';

let batchCounter = 0;
const batch = (baseVersion: number, actions: unknown[]) => ({ batchId: `batch-${Date.now()}-${(batchCounter += 1)}`, baseVersion, actions });

describe.each(testDatabaseKinds())('live co-editing API on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let ben: Member;
  let vic: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, ben, vic] = await signedUpMembers(testApp, ['Ana Silva', 'Ben Okafor', 'Vic Viewer'] as const);
    teamId = (await createTeam(ana)).id;
    await addMember(ana, teamId, ben, 'editor');
    await addMember(ana, teamId, vic, 'viewer');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const send = (member: Member, journeyId: string, body: unknown) =>
    member.client.request<ApplyChangesAnswer & { error?: { code: string; message: string }; rejected?: unknown }>(
      'POST',
      `/api/journeys/${journeyId}/changes`,
      body,
    );
  const read = async (member: Member, journeyId: string) =>
    (await member.client.request<{ journey: Journey }>('GET', `/api/journeys/${journeyId}`)).body.journey;
  const withIdeas = async () => {
    const journey = await createJourneyIn(ana, teamId);
    const round: SharedJourneyAction = {
      type: 'receiveIdeaRound',
      ideas: ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Idea ${id}`, description: '', votes: 0, type: 'Product', personaSource: 'P' })),
      generatedBy: 'Built-in engine',
      notice: null,
      archivedRoundId: 'r1',
      replacedAt: '2026-11-25T09:00:00Z',
    };
    expect((await send(ana, journey.id, batch(1, [round]))).status).toBe(200);
    return journey;
  };

  it('applies a batch in order with the shared reducer, bumps the version once and names who did it', async () => {
    const journey = await createJourneyIn(ana, teamId);
    const answer = await send(
      ben,
      journey.id,
      batch(1, [
        { type: 'setProblemStatement', problemStatement: 'Card disputes take three weeks to settle.' },
        { type: 'addTeamMember', id: 'm1', persona: { id: 'c1' } },
        { type: 'setDomain', domainId: 'retail_banking' },
        { type: 'setSubdomain', subdomainId: 'cards_payments' },
      ]),
    );
    expect(answer.status).toBe(200);
    const change = (answer.body as { change: JourneyChange }).change;
    expect(change).toMatchObject({ version: 2, kind: 'actions', by: { id: ben.id, name: 'Ben Okafor' } });
    const saved = await read(ana, journey.id);
    expect(saved).toMatchObject({ version: 2, problemStatement: 'Card disputes take three weeks to settle.', domain: 'retail_banking', lastEditedBy: 'Ben Okafor' });
    expect(saved.state.teamMembers).toEqual([expect.objectContaining({ id: 'm1', personaId: 'c1', name: getPersona('c1')!.name })]);
  });

  it('applies a batch sent twice once, and answers an unchanged journey without a new version', async () => {
    const journey = await createJourneyIn(ana, teamId);
    const body = batch(1, [{ type: 'addIdea', id: 'own-1', idea: { title: 'Our idea' } }]);
    expect((await send(ana, journey.id, body)).body).toMatchObject({ applied: true });
    expect((await send(ana, journey.id, body)).body).toEqual({ applied: false, version: 2 });
    expect((await send(ana, journey.id, batch(2, [{ type: 'setStage', stage: 0 }]))).body).toEqual({ applied: false, version: 2 });
    expect((await read(ana, journey.id)).state.ideas).toHaveLength(1);
  });

  it('refuses an action that does not fit the journey with 409, naming it, and changes nothing', async () => {
    const journey = await withIdeas();
    const before = await read(ana, journey.id);
    for (const actions of [
      [{ type: 'setProblemStatement', problemStatement: 'Changed first' }, { type: 'updateIdea', id: 'gone', changes: { title: 'x' } }],
      [{ type: 'addTeamMember', id: 'x1', persona: { id: 'c1' } }, { type: 'addTeamMember', id: 'x2', persona: { id: 'c2' } }, { type: 'addTeamMember', id: 'x3', persona: { id: 'c3' } }],
    ]) {
      const answer = await send(ben, journey.id, batch(before.version, actions));
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('CHANGE_DOES_NOT_FIT');
      expect(answer.body.rejected).toEqual({ index: actions.length - 1, message: expect.any(String) });
    }
    expect((await send(ben, journey.id, batch(before.version, [{ type: 'removeIdea', id: 'gone' }]))).body.error?.message).toBe(MESSAGES.ideaGone);
    expect(await read(ana, journey.id)).toEqual(before);
  });

  it('answers unknown actions, personas and bad values with 400 and changes nothing', async () => {
    const journey = await withIdeas();
    const before = await read(ana, journey.id);
    for (const actions of [
      [{ type: 'load', data: { problemStatement: 'taken over' } }],
      [{ type: 'addTeamMember', id: 'x', persona: { id: 'nobody' } }],
      [{ type: 'setIdeaScores', id: 'a', scorerId: ben.id, appealScore: 12, fitScore: 1 }],
      [],
    ]) {
      expect((await send(ben, journey.id, batch(before.version, actions))).status).toBe(400);
    }
    expect(await read(ana, journey.id)).toEqual(before);
  });

  it('lets a viewer score and vote for themselves only, and nothing else', async () => {
    const journey = await withIdeas();
    const own = [
      { type: 'setIdeaScores', id: 'a', scorerId: vic.id, appealScore: 9, fitScore: 7 },
      { type: 'castVote', id: 'a', voterId: vic.id },
    ];
    expect((await send(vic, journey.id, batch(2, own))).status).toBe(200);
    const before = await read(ana, journey.id);
    for (const actions of [
      [{ type: 'setProblemStatement', problemStatement: 'A viewer rewrites it' }],
      [{ type: 'setIdeaScores', id: 'b', scorerId: ana.id, appealScore: 0, fitScore: 0 }],
      [{ type: 'castVote', id: 'b', voterId: ben.id }],
    ]) {
      const answer = await send(vic, journey.id, batch(before.version, actions));
      expect(answer.status).toBe(403);
    }
    expect((await send(vic, journey.id, batch(3, [{ type: 'removeIdea', id: 'a' }]))).body.error?.message).toBe(WORKSPACE_MESSAGES.viewerCannotEdit);
    expect((await send(ben, journey.id, batch(3, [{ type: 'castVote', id: 'a', voterId: vic.id }]))).body.error?.message).toBe(LIVE_MESSAGES.onlyYourOwn);
    const after = await read(ana, journey.id);
    expect(after).toEqual(before);
    expect(after.state.ideas[0]).toMatchObject({ votes: 1, voterIds: [vic.id], memberScores: { [vic.id]: { appeal: 9, fit: 7 } } });
  });

  it('makes each idea’s score the mean of its scorers and counts three votes each', async () => {
    const journey = await withIdeas();
    await send(ana, journey.id, batch(2, [{ type: 'setIdeaScores', id: 'a', scorerId: ana.id, appealScore: 10, fitScore: 8 }]));
    await send(ben, journey.id, batch(2, [{ type: 'setIdeaScores', id: 'a', scorerId: ben.id, appealScore: 4, fitScore: 2 }]));
    expect((await read(ana, journey.id)).state.ideas[0]).toMatchObject({ appealScore: 7, fitScore: 5, averageScore: 6 });
    const votes = ['a', 'b', 'c'].map((id) => ({ type: 'castVote', id, voterId: ben.id }));
    expect((await send(ben, journey.id, batch(4, votes))).status).toBe(200);
    const fourth = await send(ben, journey.id, batch(5, [{ type: 'castVote', id: 'd', voterId: ben.id }]));
    expect(fourth.status).toBe(409);
    expect(fourth.body.error?.message).toBe(MESSAGES.noVotesLeft);
  });

  it('keeps the activity list, shows an earlier version read-only, and restores it as a new version', async () => {
    const journey = await createJourneyIn(ana, teamId);
    await send(ana, journey.id, batch(1, [{ type: 'setProblemStatement', problemStatement: 'First wording of the problem.' }]));
    await send(ben, journey.id, batch(2, [{ type: 'setProblemStatement', problemStatement: 'Second wording of the problem.' }]));
    const history = await ana.client.request<{ entries: HistoryEntry[] }>('GET', `/api/journeys/${journey.id}/history`);
    expect(history.body.entries.map((entry) => [entry.version, entry.by, entry.summary[0]])).toEqual([
      [3, 'Ben Okafor', 'edited the problem statement'],
      [2, 'Ana Silva', 'edited the problem statement'],
      [1, 'Ana Silva', 'created the journey'],
    ]);
    const earlier = await vic.client.request<{ state: Journey['state'] }>('GET', `/api/journeys/${journey.id}/versions/2`);
    expect(earlier.body.state.problemStatement).toBe('First wording of the problem.');
    expect((await vic.client.request('POST', `/api/journeys/${journey.id}/restore`, { version: 2 })).status).toBe(403);
    const restored = await ben.client.request<{ change: JourneyChange }>('POST', `/api/journeys/${journey.id}/restore`, { version: 2 });
    expect(restored.body.change).toMatchObject({ version: 4, kind: 'restore' });
    expect((await read(ana, journey.id)).problemStatement).toBe('First wording of the problem.');
    expect((await ana.client.request('GET', `/api/journeys/${journey.id}/versions/99`)).status).toBe(404);
    expect((await ana.client.request('GET', `/api/journeys/${journey.id}/versions/two`)).status).toBe(404);
  });

  it('catches a client up with the changes since its version', async () => {
    const journey = await createJourneyIn(ana, teamId);
    await send(ana, journey.id, batch(1, [{ type: 'setJourneyName', journeyName: 'Disputes' }]));
    await send(ben, journey.id, batch(2, [{ type: 'setStage', stage: 1 }]));
    const since = await vic.client.request<{ changes: JourneyChange[] }>('GET', `/api/journeys/${journey.id}/changes?since=1`);
    expect(since.body.changes.map((change) => change.version)).toEqual([2, 3]);
    expect((await vic.client.request('GET', `/api/journeys/${journey.id}/changes?since=minus`)).status).toBe(400);
  });

  it('streams every applied change and who is where to everyone with the journey open', async () => {
    const journey = await createJourneyIn(ana, teamId);
    const stream = eventStreamReader((await vic.client.open(`/api/journeys/${journey.id}/events?step=ideate/evaluate`)).body!);
    const hello = await stream.next<{ version: number; connectionId: string; role: string }>('hello');
    expect(hello).toMatchObject({ version: 1, role: 'viewer' });
    const benStream = eventStreamReader((await ben.client.open(`/api/journeys/${journey.id}/events?step=define/problem`)).body!);
    const benHello = await benStream.next<{ connectionId: string }>('hello');
    const together = await stream.next<{ entries: PresenceEntry[] }>('presence', ({ entries }) => entries.length === 2);
    expect(together.entries.map((entry) => [entry.name, entry.step]).sort()).toEqual([
      ['Ben Okafor', 'define/problem'],
      ['Vic Viewer', 'ideate/evaluate'],
    ]);
    await send(ben, journey.id, batch(1, [{ type: 'setProblemStatement', problemStatement: 'Typed by Ben, seen by Vic.' }]));
    const change = await stream.next<JourneyChange>('change');
    expect(change).toMatchObject({ version: 2, by: { name: 'Ben Okafor' }, actions: [{ problemStatement: 'Typed by Ben, seen by Vic.' }] });
    expect((await ben.client.request('POST', `/api/journeys/${journey.id}/presence`, { connectionId: benHello.connectionId, step: 'ideate/ideas' })).status).toBe(204);
    await stream.next<{ entries: PresenceEntry[] }>('presence', ({ entries }) => entries.some((entry) => entry.step === 'ideate/ideas'));
    // The field someone types in travels too, so the others see whose caret is where.
    const typing = { connectionId: benHello.connectionId, step: 'define/problem', field: 'problemStatement' };
    expect((await ben.client.request('POST', `/api/journeys/${journey.id}/presence`, typing)).status).toBe(204);
    const atField = await stream.next<{ entries: PresenceEntry[] }>('presence', ({ entries }) => entries.some((entry) => entry.field !== null));
    expect(atField.entries.find((entry) => entry.name === 'Ben Okafor')).toMatchObject({ step: 'define/problem', field: 'problemStatement' });
    const unknownField = await ben.client.request<{ error: { code: string } }>('POST', `/api/journeys/${journey.id}/presence`, { ...typing, field: 'password' });
    expect([unknownField.status, unknownField.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await vic.client.request('POST', `/api/journeys/${journey.id}/presence`, { connectionId: benHello.connectionId, step: 'ideate/ideas' })).status).toBe(404);
    await benStream.cancel();
    await stream.next<{ entries: PresenceEntry[] }>('presence', ({ entries }) => entries.length === 1);
    await stream.cancel();
  });

  it('ends a removed member’s open stream at once, and tells a member whose role changed', async () => {
    const [, , , , cleo, dan] = await signedUpMembers(testApp, ['x1', 'x2', 'x3', 'x4', 'Cleo Marsh', 'Dan Reyes'] as const);
    await addMember(ana, teamId, cleo, 'editor');
    await addMember(ana, teamId, dan, 'editor');
    const journey = await createJourneyIn(ana, teamId);
    const cleoStream = eventStreamReader((await cleo.client.open(`/api/journeys/${journey.id}/events`)).body!);
    const danStream = eventStreamReader((await dan.client.open(`/api/journeys/${journey.id}/events`)).body!);
    await cleoStream.next('hello');
    await danStream.next('hello');
    expect((await ana.client.request('PATCH', `/api/workspaces/${teamId}/members/${dan.id}`, { role: 'viewer' })).status).toBe(200);
    expect(await danStream.next('role')).toEqual({ role: 'viewer' });
    expect((await ana.client.request('DELETE', `/api/workspaces/${teamId}/members/${cleo.id}`)).status).toBe(204);
    expect(await cleoStream.next('closed')).toEqual({ reason: 'access-ended' });
    await cleoStream.untilEnded();
    expect((await cleo.client.open(`/api/journeys/${journey.id}/events`)).status).toBe(404);
    expect((await send(cleo, journey.id, batch(1, [{ type: 'setStage', stage: 1 }]))).status).toBe(404);
    await danStream.cancel();
  });

  it('closes the streams of a deleted journey', async () => {
    const journey = await createJourneyIn(ana, teamId);
    const stream = eventStreamReader((await vic.client.open(`/api/journeys/${journey.id}/events`)).body!);
    await stream.next('hello');
    expect((await ana.client.request('DELETE', `/api/journeys/${journey.id}`)).status).toBe(204);
    expect(await stream.next('closed')).toEqual({ reason: 'deleted' });
    await stream.untilEnded();
  });

  it('renames and finishes a journey through PATCH, each a change everyone sees', async () => {
    const journey = await createJourneyIn(ana, teamId);
    const stream = eventStreamReader((await ben.client.open(`/api/journeys/${journey.id}/events`)).body!);
    await stream.next('hello');
    const patched = await ana.client.request<{ journey: Journey }>('PATCH', `/api/journeys/${journey.id}`, { name: 'Dispute tracker', status: 'completed' });
    expect(patched.body.journey).toMatchObject({ name: 'Dispute tracker', status: 'completed', version: 3 });
    expect(patched.body.journey.state.journeyName).toBe('Dispute tracker');
    await stream.next<JourneyChange>('change', (change) => change.kind === 'actions');
    expect(await stream.next<JourneyChange>('change', (change) => change.kind === 'status')).toMatchObject({ status: 'completed', summary: ['finished the journey'] });
    expect((await ana.client.request('PATCH', `/api/journeys/${journey.id}`, {})).status).toBe(400);
    await stream.cancel();
  });
});
