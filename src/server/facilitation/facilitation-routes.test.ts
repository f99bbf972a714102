import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITATION_MESSAGES, type FacilitationAnswer } from '../../domain/facilitation/facilitation-api';
import type { Journey } from '../../domain/journey-api';
import type { SharedJourneyAction } from '../../domain/journey-actions';
import { eventStreamReader } from '../../../tests/support/event-stream-reader';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { LIVE_MESSAGES } from '../journeys/journey-live-routes';

let batchCounter = 0;
const batch = (actions: unknown[]) => ({ batchId: `facilitation-${Date.now()}-${(batchCounter += 1)}`, baseVersion: 1, actions });
const ideaIds = ['a', 'b', 'c', 'd'];

describe.each(testDatabaseKinds())('facilitated sessions on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let ben: Member;
  let vic: Member;
  let oz: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, ben, vic, oz] = await signedUpMembers(testApp, ['Ana Silva', 'Ben Okafor', 'Vic Viewer', 'Oz Outsider'] as const);
    teamId = (await createTeam(ana)).id;
    await addMember(ana, teamId, ben, 'editor');
    await addMember(ana, teamId, vic, 'viewer');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  type Answer = FacilitationAnswer & { error?: { code: string; message: string } };
  const call = (member: Member, journeyId: string, method: string, path: string, body?: unknown) =>
    member.client.request<Answer>(method, `/api/journeys/${journeyId}/facilitation${path}`, body);
  const view = async (member: Member, journeyId: string) => (await call(member, journeyId, 'GET', '')).body;
  const read = async (member: Member, journeyId: string) => (await member.client.request<{ journey: Journey }>('GET', `/api/journeys/${journeyId}`)).body.journey;
  const change = (member: Member, journeyId: string, actions: unknown[]) => member.client.request('POST', `/api/journeys/${journeyId}/changes`, batch(actions));

  async function journeyWithIdeas() {
    const journey = await createJourneyIn(ana, teamId);
    const round: SharedJourneyAction = {
      type: 'receiveIdeaRound',
      ideas: ideaIds.map((id) => ({ id, title: `Idea ${id.toUpperCase()}`, description: '', votes: 0, type: 'Product', personaSource: 'P' })),
      generatedBy: 'Built-in engine',
      notice: null,
      archivedRoundId: 'r1',
      replacedAt: '2026-11-25T09:00:00Z',
    };
    expect((await change(ana, journey.id, [round])).status).toBe(200);
    return journey;
  }

  async function startedBy(member: Member, journeyId: string, step = 'ideate/ideas') {
    const started = await call(member, journeyId, 'POST', '/start', { step });
    expect(started.status).toBe(200);
    return started.body.session!;
  }

  it('lets the creator start, an editor only once handed facilitation, and never a viewer or an outsider', async () => {
    const journey = await journeyWithIdeas();
    expect(await view(ben, journey.id)).toMatchObject({ session: null, canStart: false, designated: null });
    expect((await call(ben, journey.id, 'POST', '/start', { step: 'ideate/ideas' })).body.error?.message).toBe(FACILITATION_MESSAGES.cannotStart);
    expect((await call(ana, journey.id, 'POST', '/hand-over', { userId: vic.id })).body.error?.message).toBe(FACILITATION_MESSAGES.handOverToEditor);
    expect((await call(ana, journey.id, 'POST', '/hand-over', { userId: ben.id })).status).toBe(200);
    expect(await view(ben, journey.id)).toMatchObject({ canStart: true, designated: { id: ben.id, name: 'Ben Okafor' } });
    const session = await startedBy(ben, journey.id);
    expect(session).toMatchObject({ facilitator: { id: ben.id }, step: 'ideate/ideas', youFacilitate: true, round: null });
    expect((await view(vic, journey.id)).session).toMatchObject({ facilitator: { name: 'Ben Okafor' }, youFacilitate: false });
    expect((await call(vic, journey.id, 'POST', '/timer', { action: 'start', minutes: 5 })).status).toBe(403);
    expect((await call(ana, journey.id, 'POST', '/start', { step: 'ideate/ideas' })).body.error?.message).toBe(FACILITATION_MESSAGES.alreadyRunning);
    expect((await call(oz, journey.id, 'GET', '')).status).toBe(404);
    expect((await call(oz, journey.id, 'POST', '/private-ideas', { roundId: 'x', title: 'Mine' })).status).toBe(404);
    // The creator takes the running session back; the editor she chose may take it again, nobody else.
    expect((await call(ana, journey.id, 'POST', '/hand-over', { userId: ana.id })).body.session?.facilitator.id).toBe(ana.id);
    expect((await call(ben, journey.id, 'POST', '/hand-over', { userId: ana.id })).status).toBe(403);
  });

  it('lets the editor the creator chose take over a session the creator started', async () => {
    const journey = await journeyWithIdeas();
    expect((await call(ana, journey.id, 'POST', '/hand-over', { userId: ben.id })).body.session).toBeNull();
    await startedBy(ana, journey.id);
    expect((await view(ben, journey.id)).canStart).toBe(true);
    expect((await call(ben, journey.id, 'POST', '/hand-over', { userId: ben.id })).body.session).toMatchObject({ facilitator: { id: ben.id }, youFacilitate: true });
  });

  it('runs one timer on the server clock, and brings everyone to the facilitator’s step', async () => {
    const journey = await journeyWithIdeas();
    await startedBy(ana, journey.id);
    const before = Date.now();
    const started = (await call(ana, journey.id, 'POST', '/timer', { action: 'start', minutes: 10 })).body;
    const timer = started.session!.timer;
    expect(timer.state).toBe('running');
    const endsAt = Date.parse((timer as { endsAt: string }).endsAt);
    expect(endsAt - Date.parse(started.serverNow)).toBeGreaterThan(599_000);
    expect(endsAt).toBeGreaterThanOrEqual(before + 600_000);
    // Every person reads the same instant.
    expect((await view(vic, journey.id)).session!.timer).toEqual(timer);
    const paused = (await call(ana, journey.id, 'POST', '/timer', { action: 'pause' })).body.session!.timer;
    expect(paused).toMatchObject({ state: 'paused' });
    const longer = (await call(ana, journey.id, 'POST', '/timer', { action: 'add-minute' })).body.session!.timer as { remainingMs: number };
    expect(longer.remainingMs).toBe((paused as { remainingMs: number }).remainingMs + 60_000);

    const stream = eventStreamReader((await vic.client.open(`/api/journeys/${journey.id}/events`)).body!);
    await stream.next('hello');
    const moved = (await call(ana, journey.id, 'POST', '/step', { step: 'ideate/evaluate', gather: true })).body;
    expect(await stream.next<{ version: number }>('facilitation')).toEqual({ version: moved.version });
    expect((await view(vic, journey.id)).session).toMatchObject({ step: 'ideate/evaluate', gathering: 1 });
    expect((await call(ana, journey.id, 'POST', '/step', { step: 'no/where' })).status).toBe(400);
  });

  it('keeps private ideas to their author and the facilitator until the reveal, then adds them all at once', async () => {
    const journey = await journeyWithIdeas();
    await startedBy(ana, journey.id);
    const round = (await call(ana, journey.id, 'POST', '/rounds', { kind: 'private-ideas' })).body.session!.round!;
    expect((await call(ben, journey.id, 'POST', '/private-ideas', { roundId: round.id, title: 'Dispute chatbot', description: 'Answers at 2 a.m.' })).status).toBe(200);
    expect((await call(vic, journey.id, 'POST', '/private-ideas', { roundId: round.id, title: 'Refund tracker' })).status).toBe(200);
    const vicsOwn = (await view(vic, journey.id)).session!.round;
    expect(vicsOwn).toMatchObject({ kind: 'private-ideas', contributors: 2, ideaCount: 2, ideas: [{ title: 'Refund tracker', author: { name: 'Vic Viewer' } }] });
    expect(JSON.stringify(await view(vic, journey.id))).not.toContain('Dispute chatbot');
    expect((await view(ana, journey.id)).session!.round).toMatchObject({ ideas: [{ title: 'Dispute chatbot' }, { title: 'Refund tracker' }] });
    expect((await read(vic, journey.id)).state.ideas.map((idea) => idea.title)).not.toContain('Dispute chatbot');
    const bensIdea = (await view(ben, journey.id)).session!.round as { ideas: { id: string }[] };
    expect((await call(vic, journey.id, 'DELETE', `/private-ideas/${bensIdea.ideas[0]!.id}`)).body.error?.message).toBe(FACILITATION_MESSAGES.notYourIdea);
    expect((await call(vic, journey.id, 'POST', '/private-ideas', { roundId: round.id, title: '   ' })).status).toBe(400);

    expect((await call(ben, journey.id, 'POST', '/rounds/close', { roundId: round.id, attribution: 'anonymous' })).status).toBe(403);
    expect((await call(ana, journey.id, 'POST', '/rounds/close', { roundId: round.id, attribution: 'anonymous' })).body.session!.round).toBeNull();
    const revealed = (await read(vic, journey.id)).state.ideas.slice(-2);
    expect(revealed.map((idea) => [idea.title, idea.personaSource])).toEqual([
      ['Dispute chatbot', 'Anonymous'],
      ['Refund tracker', 'Anonymous'],
    ]);
  });

  it('hides every score and vote of a blind round until it closes, then shows them together', async () => {
    const journey = await journeyWithIdeas();
    // Ana scored openly before the round: nobody may anchor on it during the round.
    expect((await change(ana, journey.id, [{ type: 'setIdeaScores', id: 'a', scorerId: ana.id, appealScore: 9, fitScore: 9 }])).status).toBe(200);
    await startedBy(ana, journey.id);
    const round = (await call(ana, journey.id, 'POST', '/rounds', { kind: 'blind-scoring', anonymousVotes: false })).body.session!.round!;
    const vicStream = eventStreamReader((await vic.client.open(`/api/journeys/${journey.id}/events`)).body!);
    await vicStream.next('hello');
    expect((await read(vic, journey.id)).state.ideas.find((idea) => idea.id === 'a')).not.toHaveProperty('memberScores');
    expect((await view(ana, journey.id)).session!.round).toMatchObject({ yourScores: { a: { appeal: 9, fit: 9 } } });
    expect((await view(vic, journey.id)).session!.round).toMatchObject({ yourScores: {}, participants: 1, finished: 0 });

    const bens = { roundId: round.id, scores: { b: { appeal: 7, fit: 3 } }, votes: ['b'], finished: true };
    expect((await call(ben, journey.id, 'PUT', '/blind-marks', bens)).status).toBe(200);
    // A score sent the ordinary way during the round goes to the round too.
    expect((await change(vic, journey.id, [{ type: 'setIdeaScores', id: 'c', scorerId: vic.id, appealScore: 2, fitScore: 8 }])).status).toBe(200);
    const vicsView = await view(vic, journey.id);
    expect(vicsView.session!.round).toMatchObject({ yourScores: { c: { appeal: 2, fit: 8 } }, participants: 2, finished: 1 });
    expect(JSON.stringify(vicsView)).not.toMatch(/"appeal":7|"appeal":9/);
    const journeyNow = await read(vic, journey.id);
    expect(journeyNow.state.ideas.every((idea) => idea.memberScores === undefined && idea.votes === 0)).toBe(true);
    expect(vicStream.events.map((event) => JSON.stringify(event.data)).join('\n')).not.toMatch(/"appeal(Score)?":\s*[79]|"voterIds"/);

    expect((await call(ana, journey.id, 'POST', '/rounds/close', { roundId: round.id })).status).toBe(200);
    const after = (await read(vic, journey.id)).state.ideas;
    expect(after.find((idea) => idea.id === 'a')).toMatchObject({ appealScore: 9, memberScores: { [ana.id]: { appeal: 9, fit: 9 } } });
    expect(after.find((idea) => idea.id === 'b')).toMatchObject({ appealScore: 7, fitScore: 3, votes: 1, voterIds: [ben.id] });
    expect(after.find((idea) => idea.id === 'c')).toMatchObject({ memberScores: { [vic.id]: { appeal: 2, fit: 8 } } });
  });

  it('closes a blind round by itself when everyone taking part is done, with anonymous votes counted without names', async () => {
    const journey = await journeyWithIdeas();
    await startedBy(ana, journey.id);
    const round = (await call(ana, journey.id, 'POST', '/rounds', { kind: 'blind-scoring', anonymousVotes: true })).body.session!.round!;
    await view(ben, journey.id);
    await view(vic, journey.id);
    expect((await call(ben, journey.id, 'PUT', '/blind-marks', { roundId: round.id, scores: { a: { appeal: 8, fit: 6 } }, votes: ['a'], finished: true })).body.session!.round).not.toBeNull();
    const last = await call(vic, journey.id, 'PUT', '/blind-marks', { roundId: round.id, scores: { a: { appeal: 4, fit: 4 } }, votes: ['a', 'b'], finished: true });
    expect(last.body.session!.round).toBeNull();
    const idea = (await read(ana, journey.id)).state.ideas.find((candidate) => candidate.id === 'a')!;
    expect(idea).toMatchObject({ appealScore: 6, fitScore: 5, votes: 2 });
    expect(idea.voterIds ?? []).toEqual([]);
    expect((await call(ben, journey.id, 'PUT', '/blind-marks', { roundId: round.id, scores: {}, votes: [], finished: false })).body.error?.message).toBe(FACILITATION_MESSAGES.wrongRound);
  });

  it('ranks ideas from pairwise choices and writes the summary onto the journey when the session ends', async () => {
    const journey = await journeyWithIdeas();
    await startedBy(ana, journey.id);
    await call(ana, journey.id, 'POST', '/step', { step: 'ideate/evaluate', gather: true });
    const round = (await call(ana, journey.id, 'POST', '/rounds', { kind: 'pairwise' })).body.session!.round!;
    const order = ['c', 'a', 'd', 'b'];
    const better = (pair: [string, string]) => (order.indexOf(pair[0]) < order.indexOf(pair[1]) ? pair[0] : pair[1]);
    for (const member of [ana, ben, vic]) {
      const mine = (await view(member, journey.id)).session!.round as { yourPairs: [string, string][] };
      expect(mine.yourPairs).toHaveLength(6);
      for (const [pairIndex, pair] of mine.yourPairs.entries()) {
        const winner = better(pair);
        expect((await call(member, journey.id, 'POST', '/pairwise-choices', { roundId: round.id, pairIndex, appeal: winner, fit: winner })).status).toBe(200);
      }
    }
    const foreign = await call(vic, journey.id, 'POST', '/pairwise-choices', { roundId: round.id, pairIndex: 0, appeal: 'zzz', fit: 'zzz' });
    expect(foreign.body.error?.message).toBe(FACILITATION_MESSAGES.unknownPair);
    expect((await view(ana, journey.id)).session!.round).toMatchObject({ participants: 3, finished: 3 });
    expect((await call(ana, journey.id, 'POST', '/end')).body.error?.message).toBe(FACILITATION_MESSAGES.roundOpen);
    await call(ana, journey.id, 'POST', '/rounds/close', { roundId: round.id });
    const ranking = (await read(ana, journey.id)).state.pairwiseRanking!;
    expect(ranking.appeal.map((idea) => idea.ideaId)).toEqual(order);
    expect(ranking.fit.map((idea) => idea.ideaId)).toEqual(order);

    expect((await call(ben, journey.id, 'POST', '/end')).status).toBe(403);
    const ended = await call(ana, journey.id, 'POST', '/end');
    expect(ended.body.session).toBeNull();
    const summaries = (await read(vic, journey.id)).state.sessionSummaries;
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ facilitator: 'Ana Silva', pairwise: { participants: 3 } });
    expect(summaries[0]!.steps.map((step) => step.step)).toEqual(['ideate/ideas', 'ideate/evaluate']);
  });

  it('refuses a client batch that writes a session’s results', async () => {
    const journey = await journeyWithIdeas();
    const forged = await change(ben, journey.id, [{ type: 'setIdeaMarks', id: 'a', memberScores: {}, voterIds: [], anonymousVotes: 9 }]);
    expect(forged.status).toBe(403);
    expect((forged.body as { error: { message: string } }).error.message).toBe(LIVE_MESSAGES.sessionOnly);
  });
});
