import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import { journeyReducer } from '../../domain/journey-reducer';
import type { JourneyState } from '../../domain/journey-state';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, createJourneyIn, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';

type ErrorAnswer = { error: { code: string; message: string } };
const idea = { id: 'idea-1', title: 'Instant dispute refunds', description: 'd', votes: 0, type: 'Process', personaSource: 'AI' };

/** Journeys saved before issue 14, and states that name what the screen does not have. */
describe.each(testDatabaseKinds())('Real-Win-Worth answers in saved journeys on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner] = await signedUpMembers(testApp, ['Ana Owner']);
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const read = async (id: string) => (await owner.client.request<{ journey: Journey }>('GET', `/api/journeys/${id}`)).body.journey;

  it('opens a journey saved before the screen existed, with empty answers, and saves it unchanged otherwise', async () => {
    const journey = await createJourneyIn(owner, undefined, { ...journeyState(), ideas: [idea], selectedIdea: idea });
    const { rwwScreens: _screens, ...older } = journey.state;
    await testApp.database.db.updateTable('journeys').set({ state: JSON.stringify(older) }).where('id', '=', journey.id).execute();

    const opened = await read(journey.id);
    expect(opened.state.rwwScreens).toEqual({});
    expect(opened.state.problemStatement).toBe(journey.state.problemStatement);
    const answered = journeyReducer(opened.state, {
      type: 'setRwwAnswer',
      ideaId: idea.id,
      itemId: 'marketNeed',
      answer: 'maybe',
      userId: owner.id,
      at: '2026-11-25T10:00:00.000Z',
    });
    expect((await owner.client.request('PUT', `/api/journeys/${journey.id}`, { state: answered, version: opened.version })).status).toBe(200);
    expect((await read(journey.id)).state.rwwScreens[idea.id]?.answers.marketNeed?.answer).toBe('maybe');
  });

  it.each([
    ['an unknown item', (state: JourneyState) => ({ colourOfLogo: state.rwwScreens[idea.id]!.answers.marketNeed }), 'Unknown Real-Win-Worth item.'],
    ['an unknown answer value', (state: JourneyState) => ({ marketNeed: { ...state.rwwScreens[idea.id]!.answers.marketNeed, answer: 'probably' } }), 'Answer Yes, Maybe or No.'],
  ])('answers a save with %s with 400, and changes nothing', async (_name, answers, message) => {
    const start = journeyReducer({ ...journeyState(), ideas: [idea], selectedIdea: idea }, {
      type: 'setRwwAnswer',
      ideaId: idea.id,
      itemId: 'marketNeed',
      answer: 'yes',
      userId: owner.id,
      at: '2026-11-25T10:00:00.000Z',
    });
    const journey = await createJourneyIn(owner, undefined, start);
    const screen = journey.state.rwwScreens[idea.id]!;
    const bad = { ...journey.state, rwwScreens: { [idea.id]: { ...screen, answers: answers(journey.state) } } };
    const answer = await owner.client.request<ErrorAnswer>('PUT', `/api/journeys/${journey.id}`, { state: bad, version: journey.version });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(answer.body.error.message).toBe(message);
    const after = await read(journey.id);
    expect(after.version).toBe(journey.version);
    expect(after.state.rwwScreens[idea.id]?.answers.marketNeed?.answer).toBe('yes');
  });
});
