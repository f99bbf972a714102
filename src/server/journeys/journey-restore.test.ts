import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import type { SharedJourneyAction } from '../../domain/journey-actions';
import type { HistoryEntry, JourneyChange } from '../../domain/journey-live';
import type { Idea, JourneyState } from '../../domain/journey-state';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';

let batchCounter = 0;

describe.each(testDatabaseKinds())('restoring a version keeps members’ scores and votes, on $name', ({ create }) => {
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

  const send = async (member: Member, journeyId: string, ...actions: unknown[]) => {
    const batch = { batchId: `restore-batch-${Date.now()}-${(batchCounter += 1)}`, baseVersion: 1, actions };
    const answer = await member.client.request('POST', `/api/journeys/${journeyId}/changes`, batch);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const read = async (journeyId: string) => (await ana.client.request<{ journey: Journey }>('GET', `/api/journeys/${journeyId}`)).body.journey;
  const restore = (member: Member, journeyId: string, version: number) =>
    member.client.request<{ change: JourneyChange & { state: JourneyState } }>('POST', `/api/journeys/${journeyId}/restore`, { version });
  const activity = async (journeyId: string) =>
    (await ana.client.request<{ entries: HistoryEntry[] }>('GET', `/api/journeys/${journeyId}/history`)).body.entries;
  const score = (id: string, member: Member, appealScore: number, fitScore: number) => ({ type: 'setIdeaScores', id, scorerId: member.id, appealScore, fitScore });
  const vote = (id: string, member: Member) => ({ type: 'castVote', id, voterId: member.id });
  const ideaIn = (state: JourneyState, id: string) => state.ideas.find((idea) => idea.id === id);

  /** A team journey with four ideas and the owner's wording of the problem: the version to go back to. */
  async function journeyAtOwnersVersion(): Promise<{ journeyId: string; version: number }> {
    const journey = await createJourneyIn(ana, teamId);
    const round: SharedJourneyAction = {
      type: 'receiveIdeaRound',
      ideas: ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Idea ${id}`, description: '', votes: 0, type: 'Product', personaSource: 'P' })),
      generatedBy: 'Built-in engine',
      notice: null,
      archivedRoundId: 'r1',
      replacedAt: '2026-11-25T09:00:00Z',
    };
    await send(ana, journey.id, round, { type: 'setProblemStatement', problemStatement: 'The owner’s wording.' }, score('a', ana, 8, 8));
    return { journeyId: journey.id, version: (await read(journey.id)).version };
  }

  it('restores the content and keeps the scores and votes two members made since, in the answer and on the server', async () => {
    const { journeyId, version } = await journeyAtOwnersVersion();
    await send(ben, journeyId, score('a', ben, 4, 2), vote('a', ben), vote('b', ben));
    await send(vic, journeyId, score('a', vic, 6, 6), score('c', vic, 9, 7), vote('a', vic));
    await send(ben, journeyId, { type: 'setProblemStatement', problemStatement: 'A rewrite the team did not like.' }, { type: 'updateIdea', id: 'b', changes: { title: 'Renamed' } });
    const before = await read(journeyId);

    expect((await restore(vic, journeyId, version)).status).toBe(403);
    expect(await read(journeyId)).toEqual(before);
    const answer = await restore(ana, journeyId, version);
    expect(answer.status).toBe(200);
    expect(answer.body.change).toMatchObject({ kind: 'restore', version: before.version + 1, summary: [`restored the journey as it was at version ${version}`] });

    for (const state of [answer.body.change.state, (await read(journeyId)).state]) {
      expect(state.problemStatement).toBe('The owner’s wording.');
      expect(ideaIn(state, 'b')?.title).toBe('Idea b');
      expect(ideaIn(state, 'a')).toMatchObject({
        votes: 2,
        voterIds: [ben.id, vic.id],
        memberScores: { [ana.id]: { appeal: 8, fit: 8 }, [ben.id]: { appeal: 4, fit: 2 }, [vic.id]: { appeal: 6, fit: 6 } },
        appealScore: 6,
        fitScore: 16 / 3,
      });
      expect(ideaIn(state, 'b')).toMatchObject({ votes: 1, voterIds: [ben.id] });
      expect(ideaIn(state, 'c')).toMatchObject({ memberScores: { [vic.id]: { appeal: 9, fit: 7 } }, averageScore: 8 });
    }
  });

  it('removes the marks on an idea added since, and the activity line says how many', async () => {
    const { journeyId, version } = await journeyAtOwnersVersion();
    await send(ben, journeyId, { type: 'addIdea', id: 'late', idea: { title: 'Added later' } }, vote('late', ben), score('late', ben, 7, 7), vote('a', ben));
    await send(vic, journeyId, vote('late', vic), score('a', vic, 3, 3));

    const answer = await restore(ana, journeyId, version);
    const line = `restored the journey as it was at version ${version}, which removed 2 votes and one member's scores on an idea that did not exist then`;
    expect(answer.body.change.summary).toEqual([line]);
    const { state } = await read(journeyId);
    expect(state.ideas.map((idea: Idea) => idea.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(ideaIn(state, 'a')).toMatchObject({ voterIds: [ben.id], memberScores: { [ana.id]: { appeal: 8, fit: 8 }, [vic.id]: { appeal: 3, fit: 3 } } });
    expect((await activity(journeyId))[0]).toMatchObject({ by: 'Ana Silva', kind: 'restore', summary: [line] });
  });

  it('never leaves a member more than three votes, and the fourth is still refused afterwards', async () => {
    const { journeyId } = await journeyAtOwnersVersion();
    await send(ben, journeyId, vote('d', ben));
    const version = (await read(journeyId)).version;
    await send(ana, journeyId, { type: 'removeIdea', id: 'd' });
    await send(ben, journeyId, vote('a', ben), vote('b', ben), vote('c', ben));

    const answer = await restore(ben, journeyId, version);
    expect(answer.body.change.summary).toEqual([`restored the journey as it was at version ${version}, which removed one vote that would have given a member more than 3 votes`]);
    const { state } = await read(journeyId);
    expect(state.ideas.filter((idea: Idea) => idea.voterIds?.includes(ben.id)).map((idea: Idea) => idea.id)).toEqual(['a', 'b', 'c']);
    expect(ideaIn(state, 'd')).toMatchObject({ votes: 0, voterIds: [] });
    const fourth = await ben.client.request('POST', `/api/journeys/${journeyId}/changes`, { batchId: `fourth-${journeyId}`, baseVersion: 1, actions: [vote('d', ben)] });
    expect(fourth.status).toBe(409);
  });

  // On PostgreSQL a score lands between the restore's read and its write in most runs (one SQLite
  // process runs the two without a pause): the restore must then compute again, not overwrite it.
  // Eight scores can make at most eight of its attempts stale, fewer than the route makes.
  it('keeps every score acknowledged while the restore was under way', async () => {
    const { journeyId, version } = await journeyAtOwnersVersion();
    const marks = ['a', 'b', 'c', 'd'].flatMap((id, index) => [score(id, ben, index + 1, 5), score(id, vic, 5, index + 1)]);
    const sendInTurn = async () => {
      for (const mark of marks) await send(mark.scorerId === ben.id ? ben : vic, journeyId, mark);
    };
    const [restored] = await Promise.all([restore(ana, journeyId, version), sendInTurn()]);
    expect(restored.status).toBe(200);
    const { state } = await read(journeyId);
    for (const mark of marks) {
      expect(ideaIn(state, mark.id)?.memberScores?.[mark.scorerId]).toEqual({ appeal: mark.appealScore, fit: mark.fitScore });
    }
  });
});
