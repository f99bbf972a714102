import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../../../domain/journey-api';
import { MESSAGES } from '../../../../domain/journey-action-fit';
import { openSyncedJourney, untilConverged } from '../../../../../tests/support/sync-client';
import { type TestApp, createTestApp } from '../../../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../../../tests/support/workspace-helpers';

const idea = (id: string) => ({ id, title: `Idea ${id}`, description: '', votes: 0, type: 'Product', personaSource: 'P' });

describe.each(testDatabaseKinds())('two people editing one journey through the sync engine on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let ben: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, ben] = await signedUpMembers(testApp, ['Ana Silva', 'Ben Okafor'] as const);
    teamId = (await createTeam(ana)).id;
    await addMember(ana, teamId, ben, 'editor');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const serverState = async (journeyId: string) => (await ana.client.request<{ journey: Journey }>('GET', `/api/journeys/${journeyId}`)).body.journey.state;

  it('keeps both people’s edits to different fields made at the same time, on both screens', async () => {
    const journey = await createJourneyIn(ana, teamId);
    const [a, b] = await Promise.all([openSyncedJourney(ana.client, journey.id), openSyncedJourney(ben.client, journey.id)]);
    const words = 'Card disputes take weeks to resolve'.split(' ');
    for (const [index, word] of words.entries()) {
      a.sync.dispatch({ type: 'setProblemStatement', problemStatement: words.slice(0, index + 1).join(' ') });
      b.sync.dispatch({ type: 'setJourneyName', journeyName: `Disputes ${word}` });
    }
    b.sync.dispatch({ type: 'setDomain', domainId: 'retail_banking' });
    await untilConverged([a.sync, b.sync]);
    expect(a.sync.state).toEqual(b.sync.state);
    expect(a.sync.state).toMatchObject({ problemStatement: 'Card disputes take weeks to resolve', journeyName: 'Disputes resolve', selectedDomain: 'retail_banking' });
    expect(await serverState(journey.id)).toEqual(a.sync.state);
    expect([...a.overwritten, ...b.overwritten]).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('lets the later of two edits to one field win, and tells the other editor who changed it', async () => {
    const journey = await createJourneyIn(ana, teamId);
    const [a, b] = await Promise.all([openSyncedJourney(ana.client, journey.id), openSyncedJourney(ben.client, journey.id)]);
    a.sync.dispatch({ type: 'setProblemStatement', problemStatement: 'Ana’s wording of the problem.' });
    await untilConverged([a.sync, b.sync]);
    b.sync.dispatch({ type: 'setProblemStatement', problemStatement: 'Ben’s wording, written after Ana’s.' });
    await untilConverged([a.sync, b.sync]);
    expect(a.sync.state.problemStatement).toBe('Ben’s wording, written after Ana’s.');
    expect(a.overwritten).toEqual([{ by: 'Ben Okafor', label: 'the problem statement' }]);
    expect(b.overwritten).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });

  it('sends a device’s queued changes when it comes back online and ends like everyone else, saying what could not be applied', async () => {
    const journey = await createJourneyIn(ana, teamId, { ...journeyState(), ideas: [idea('a'), idea('b')] });
    let offline = false;
    const [a, b] = await Promise.all([openSyncedJourney(ana.client, journey.id), openSyncedJourney(ben.client, journey.id, { offline: () => offline })]);
    offline = true;
    b.sync.dispatch({ type: 'updateIdea', id: 'a', changes: { title: 'Renamed offline' } });
    b.sync.dispatch({ type: 'setIdeaStar', id: 'b', starred: true });
    b.sync.dispatch({ type: 'addIdea', id: 'c', idea: { title: 'Added offline' } });
    a.sync.dispatch({ type: 'removeIdea', id: 'a' });
    await a.sync.settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.sync.status).toBe('retrying');
    offline = false;
    b.sync.retryNow();
    await untilConverged([a.sync, b.sync]);
    expect(b.rejected).toEqual([MESSAGES.ideaGone]);
    expect(a.sync.state).toEqual(b.sync.state);
    expect(a.sync.state.ideas.map((i) => [i.id, i.title, i.starred ?? false])).toEqual([
      ['b', 'Idea b', true],
      ['c', 'Added offline', false],
    ]);
    await Promise.all([a.close(), b.close()]);
  });
});
