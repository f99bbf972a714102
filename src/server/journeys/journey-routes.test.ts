import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneySummary } from '../../domain/journey-api';
import { createIdea, createTeamMember } from '../../domain/journey-reducer';
import { createInitialJourneyState, type JourneyState } from '../../domain/journey-state';
import { getPersona } from '../../domain/personas';
import { TestClient, uniqueEmail } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';

function draftState(overrides: Partial<JourneyState> = {}): JourneyState {
  return {
    ...createInitialJourneyState(),
    teamMembers: [createTeamMember(getPersona('c1')!, 'member-1')],
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'cards_payments',
    problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
    ...overrides,
  };
}

type JourneyBody = { journey: Journey };

describe.each(testDatabaseKinds())('journeys API on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    owner = new TestClient(testApp);
    stranger = new TestClient(testApp);
    await owner.signUp(uniqueEmail('owner'));
    await stranger.signUp(uniqueEmail('stranger'));
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const createJourney = async (client: TestClient, state = draftState(), name?: string) => {
    const response = await client.request<JourneyBody>('POST', '/api/journeys', { state, ...(name ? { name } : {}) });
    expect(response.status).toBe(201);
    return response.body.journey;
  };

  it('creates, reads, saves, renames, lists and deletes a journey', async () => {
    const created = await createJourney(owner);
    expect(created).toMatchObject({ status: 'in_progress', version: 1, domain: 'retail_banking', subdomain: 'cards_payments', name: '' });

    const read = await owner.request<JourneyBody>('GET', `/api/journeys/${created.id}`);
    expect(read.body.journey.state).toEqual(draftState());

    const saved = await owner.request<JourneyBody>('PUT', `/api/journeys/${created.id}`, {
      state: draftState({ problemStatement: 'A sharper statement of the dispute problem.', currentStage: 1 }),
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.journey).toMatchObject({ version: 2, currentStage: 1, problemStatement: 'A sharper statement of the dispute problem.' });

    const renamed = await owner.request<JourneyBody>('PATCH', `/api/journeys/${created.id}`, { name: '  Dispute fast lane ' });
    expect(renamed.body.journey).toMatchObject({ name: 'Dispute fast lane', version: 3 });
    expect(renamed.body.journey.state.journeyName).toBe('Dispute fast lane');

    const list = await owner.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys');
    expect(list.body.journeys[0]).toMatchObject({ id: created.id, name: 'Dispute fast lane' });
    expect(list.body.journeys[0]).not.toHaveProperty('state');

    expect((await owner.request('DELETE', `/api/journeys/${created.id}`)).status).toBe(204);
    expect((await owner.request('GET', `/api/journeys/${created.id}`)).status).toBe(404);
  });

  it('lists only the caller’s journeys, newest first', async () => {
    const client = new TestClient(testApp);
    await client.signUp(uniqueEmail('lister'));
    const first = await createJourney(client);
    const second = await createJourney(client);
    await client.request('PUT', `/api/journeys/${first.id}`, { state: draftState(), version: 1 });
    const list = await client.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys');
    expect(list.body.journeys.map((journey) => journey.id)).toEqual([first.id, second.id]);
  });

  it('lists the chosen idea’s title, and none once the choice is cleared', async () => {
    const client = new TestClient(testApp);
    await client.signUp(uniqueEmail('chooser'));
    const journey = await createJourney(client);
    const idea = createIdea('idea-1', { title: 'Dispute status in the app', personaSource: 'Sarah Chen' });
    const listed = async () => (await client.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys')).body.journeys[0];
    expect(await listed()).toMatchObject({ id: journey.id, chosenIdea: '' });

    const path = `/api/journeys/${journey.id}`;
    await client.request('PUT', path, { state: draftState({ ideas: [idea], selectedIdea: idea }), version: 1 });
    expect(await listed()).toMatchObject({ id: journey.id, chosenIdea: 'Dispute status in the app' });

    await client.request('PUT', path, { state: draftState({ ideas: [idea], selectedIdea: null }), version: 2 });
    expect(await listed()).toMatchObject({ id: journey.id, chosenIdea: '' });
  });

  it('answers 404 to another user for every verb and leaves the journey untouched', async () => {
    const journey = await createJourney(owner);
    const path = `/api/journeys/${journey.id}`;
    expect((await stranger.request('GET', path)).status).toBe(404);
    expect((await stranger.request('PUT', path, { state: draftState({ problemStatement: 'Hijacked statement text' }), version: 1 })).status).toBe(404);
    expect((await stranger.request('PATCH', path, { name: 'Hijacked' })).status).toBe(404);
    expect((await stranger.request('DELETE', path)).status).toBe(404);
    const list = await stranger.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys');
    expect(list.body.journeys.some((item) => item.id === journey.id)).toBe(false);
    const still = await owner.request<JourneyBody>('GET', path);
    expect(still.body.journey).toMatchObject({ version: 1, name: '', problemStatement: journey.problemStatement });
  });

  it('refuses a save based on a stale version with 409 and the current journey', async () => {
    const journey = await createJourney(owner);
    const path = `/api/journeys/${journey.id}`;
    await owner.request('PUT', path, { state: draftState({ problemStatement: 'Saved from the laptop first.' }), version: 1 });
    const stale = await owner.request<{ error: { code: string }; journey: Journey }>('PUT', path, {
      state: draftState({ problemStatement: 'Saved from the phone, based on version 1.' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');
    expect(stale.body.journey).toMatchObject({ version: 2, problemStatement: 'Saved from the laptop first.' });
  });

  it('answers a repeated save of the same content from an old version with the stored journey, not a conflict', async () => {
    const journey = await createJourney(owner);
    const path = `/api/journeys/${journey.id}`;
    const state = draftState({ problemStatement: 'Sent while the tab closed, then again from the draft.' });
    expect((await owner.request('PUT', path, { state, version: 1 })).status).toBe(200);
    const again = await owner.request<JourneyBody>('PUT', path, { state, version: 1 });
    expect(again.status).toBe(200);
    expect(again.body.journey).toMatchObject({ version: 2, problemStatement: state.problemStatement });
  });

  it('marks a journey completed when a save says so, and in progress again when it is edited later', async () => {
    const journey = await createJourney(owner);
    const path = `/api/journeys/${journey.id}`;
    const done = await owner.request<JourneyBody>('PUT', path, { state: draftState(), version: 1, status: 'completed' });
    expect(done.body.journey.status).toBe('completed');
    const edited = await owner.request<JourneyBody>('PUT', path, {
      state: draftState({ problemStatement: 'Reviewed and sharpened after the steering committee.' }),
      version: 2,
    });
    expect(edited.body.journey.status).toBe('in_progress');
  });

  it('refuses bad bodies with a clear 400', async () => {
    const unknownPersona = draftState({
      teamMembers: [{ id: 'm1', personaId: 'x9', name: 'Nobody', role: 'None', category: 'consultant', domainFocus: '' }],
    });
    const badPersona = await owner.request<{ error: { message: string; fields: Record<string, string> } }>('POST', '/api/journeys', { state: unknownPersona });
    expect(badPersona.status).toBe(400);
    expect(JSON.stringify(badPersona.body.error.fields)).toMatch(/persona/i);

    const badDomain = await owner.request('POST', '/api/journeys', { state: draftState({ selectedDomain: 'space_banking' }) });
    expect(badDomain.status).toBe(400);

    const wrongSubdomain = await owner.request('POST', '/api/journeys', { state: draftState({ selectedDomain: 'wealth_management' }) });
    expect(wrongSubdomain.status).toBe(400);

    const huge = await owner.request<{ error: { message: string } }>('POST', '/api/journeys', { state: draftState({ problemStatement: 'x'.repeat(5000) }) });
    expect(huge.status).toBe(400);
    expect(huge.body.error.message).toMatch(/under 4000 characters/);

    const noVersion = await owner.request('PUT', `/api/journeys/${(await createJourney(owner)).id}`, { state: draftState() });
    expect(noVersion.status).toBe(400);
  });

  it('requires a session for every route', async () => {
    const anonymous = new TestClient(testApp);
    expect((await anonymous.request('GET', '/api/journeys')).status).toBe(401);
    expect((await anonymous.request('POST', '/api/journeys', { state: draftState() })).status).toBe(401);
    expect((await anonymous.request('GET', '/api/journeys/some-id')).status).toBe(401);
  });
});
