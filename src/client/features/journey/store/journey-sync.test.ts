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
    await Promise.all([a.close(), b.close()]);
  });

  it('merges two people typing in the same field at once, keeping every word of both in place', async () => {
    const journey = await createJourneyIn(ana, teamId, { ...journeyState(), problemStatement: 'Card disputes take weeks.' });
    const [a, b] = await Promise.all([openSyncedJourney(ana.client, journey.id), openSyncedJourney(ben.client, journey.id)]);
    const anaWords = ' alpha bravo charlie delta echo foxtrot';
    const benWords = 'one two three four five six ';
    for (let i = 0; i < anaWords.length; i += 1) {
      const seen = a.sync.state.problemStatement;
      a.sync.dispatch({ type: 'setProblemStatement', problemStatement: seen + anaWords[i] }, { seen, caret: seen.length + 1 });
      if (i < benWords.length) {
        const shown = b.sync.state.problemStatement;
        b.sync.dispatch({ type: 'setProblemStatement', problemStatement: benWords.slice(0, i + 1) + shown.slice(i) }, { seen: shown, caret: i + 1 });
      }
      if (i % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await untilConverged([a.sync, b.sync]);
    const expected = `${benWords}Card disputes take weeks.${anaWords}`;
    expect(a.sync.state.problemStatement).toBe(expected);
    expect(b.sync.state.problemStatement).toBe(expected);
    expect((await serverState(journey.id)).problemStatement).toBe(expected);
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
    expect(b.refusedTexts).toEqual([{ key: 'idea/a/title', typed: 'Renamed offline', removedBy: 'Ana Silva' }]);
    expect(a.sync.state).toEqual(b.sync.state);
    expect(a.sync.state.ideas.map((i) => [i.id, i.title, i.starred ?? false])).toEqual([
      ['b', 'Idea b', true],
      ['c', 'Added offline', false],
    ]);
    await Promise.all([a.close(), b.close()]);
  });
});
