import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import type { JourneyListPage } from '../../domain/journey-list';
import type { PortfolioResponse } from '../../domain/rww/rww-portfolio';
import type { WorkspaceSummary } from '../../domain/workspace-api';
import { TestClient } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';

let batchCounter = 0;
const batch = (baseVersion: number, actions: unknown[]) => ({ batchId: `answers-${Date.now()}-${(batchCounter += 1)}`, baseVersion, actions });

/**
 * Lists and portfolios are remembered between requests (workspace-answers.ts): whatever changes a
 * workspace's journeys or the people they name, by whichever route, process or piece of SQL, shows
 * in the very next answer.
 */
describe.each(testDatabaseKinds())('remembered journey lists and portfolios on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let secondApp: TestApp;
  let ana: Member;
  let ben: Member;
  let team: WorkspaceSummary;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    secondApp = await createTestApp(testDatabase);
    [ana, ben] = await signedUpMembers(testApp, ['Ana Owner', 'Ben Editor']);
    team = await createTeam(ana);
    await addMember(ana, team.id, ben, 'editor');
  });
  afterAll(async () => {
    await secondApp.close();
    await testApp.close();
    await testDatabase.drop();
  });

  const list = async (member: Member | TestClient, query = '') => {
    const client = member instanceof TestClient ? member : member.client;
    const answer = await client.request<JourneyListPage>('GET', `/api/journeys?workspaceId=${team.id}${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    return answer.body;
  };
  const portfolio = async (member: Member) => {
    const answer = await member.client.request<PortfolioResponse>('GET', `/api/portfolio?workspaceId=${team.id}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const problemOf = (page: JourneyListPage, id: string) => page.journeys.find((journey) => journey.id === id)?.problemStatement;

  it('shows a colleague\'s change, a new journey and a deleted one in the next list and portfolio', async () => {
    const first = await createJourneyIn(ana, team.id, journeyState('Card disputes take weeks.'));
    expect(problemOf(await list(ana), first.id)).toBe('Card disputes take weeks.');
    expect(problemOf(await list(ana), first.id)).toBe('Card disputes take weeks.');
    await portfolio(ana);

    const sent = await ben.client.request('POST', `/api/journeys/${first.id}/changes`, batch(first.version, [{ type: 'setProblemStatement', problemStatement: 'Card disputes take days.' }]));
    expect(sent.status).toBe(200);
    const afterChange = await list(ana);
    expect(problemOf(afterChange, first.id)).toBe('Card disputes take days.');
    expect(afterChange.journeys.find((journey) => journey.id === first.id)?.lastEditedBy).toBe('Ben Editor');
    expect((await portfolio(ana)).journeys.find((journey) => journey.id === first.id)?.problemStatement).toBe('Card disputes take days.');

    const second = await createJourneyIn(ben, team.id, journeyState('Small firms wait for loan decisions.'));
    const withSecond = await list(ana);
    expect(withSecond.journeys.map((journey) => journey.id)).toEqual([second.id, first.id]);
    expect(withSecond.counts.inProgress).toBe(2);
    expect((await portfolio(ana)).journeys).toHaveLength(2);

    expect((await ana.client.request('DELETE', `/api/journeys/${second.id}`)).status).toBe(204);
    expect((await list(ana)).journeys.map((journey) => journey.id)).toEqual([first.id]);
    expect((await portfolio(ana)).journeys.map((journey) => journey.id)).toEqual([first.id]);
  });

  it('keeps each question apart: a search, a filter and a page each get their own answer', async () => {
    const found = await list(ana, '&q=disputes');
    const none = await list(ana, '&q=mortgage');
    expect(found.matching).toBeGreaterThan(0);
    expect(none.journeys).toEqual([]);
    expect((await list(ana, '&status=completed')).journeys).toEqual([]);
    expect((await list(ana, '&q=disputes')).matching).toBe(found.matching);
  });

  it('names people by their new name once they change it', async () => {
    const journey = await createJourneyIn(ben, team.id, journeyState('Fees surprise travellers abroad.'));
    const before = await list(ana);
    expect(before.journeys.find((row) => row.id === journey.id)?.lastEditedBy).toBe('Ben Editor');
    expect((await portfolio(ana)).journeys.find((row) => row.id === journey.id)?.owner?.name).toBe('Ben Editor');

    expect((await ben.client.request('PATCH', '/api/account/profile', { fullName: 'Benedita Editor', username: '' })).status).toBe(200);
    expect((await list(ana)).journeys.find((row) => row.id === journey.id)?.lastEditedBy).toBe('Benedita Editor');
    expect((await portfolio(ana)).journeys.find((row) => row.id === journey.id)?.owner?.name).toBe('Benedita Editor');
  });

  it('shows a journey moved away, and one changed by SQL no route wrote', async () => {
    const journey = await createJourneyIn(ana, team.id, journeyState('Branch queues are long on Mondays.'));
    expect(problemOf(await list(ana), journey.id)).toBe('Branch queues are long on Mondays.');
    await testApp.database.db.updateTable('journeys').set({ problem_statement: 'Branch queues are long on Fridays.' }).where('id', '=', journey.id).execute();
    expect(problemOf(await list(ana), journey.id)).toBe('Branch queues are long on Fridays.');

    const workspaces = await ana.client.request<{ workspaces: WorkspaceSummary[] }>('GET', '/api/workspaces');
    const personalId = workspaces.body.workspaces.find((workspace) => workspace.kind === 'personal')!.id;
    const moved = await ana.client.request('POST', `/api/journeys/${journey.id}/move`, { workspaceId: personalId });
    expect(moved.status).toBe(200);
    expect(problemOf(await list(ana), journey.id)).toBeUndefined();
    const personal = await ana.client.request<JourneyListPage>('GET', '/api/journeys');
    expect(problemOf(personal.body, journey.id)).toBe('Branch queues are long on Fridays.');
  });

  it('shows in one process what another process on the same database changed', async () => {
    const journey = await createJourneyIn(ana, team.id, journeyState('Salary advances are slow.'));
    const anaThere = new TestClient(secondApp);
    anaThere.useCookie(ana.client.sessionCookie);
    expect(problemOf(await list(anaThere), journey.id)).toBe('Salary advances are slow.');
    expect(problemOf(await list(ana), journey.id)).toBe('Salary advances are slow.');

    const sent = await ben.client.request('POST', `/api/journeys/${journey.id}/changes`, batch(journey.version, [{ type: 'setProblemStatement', problemStatement: 'Salary advances are instant.' }]));
    expect(sent.status).toBe(200);
    expect(problemOf(await list(anaThere), journey.id)).toBe('Salary advances are instant.');
  });

  it('answers a journey read with each reader\'s own role and the latest change, its shared texts included', async () => {
    const journey = await createJourneyIn(ana, team.id, journeyState('Mortgage offers take a month.'));
    const read = (member: Member) => member.client.request<{ journey: Journey; role: string }>('GET', `/api/journeys/${journey.id}`);
    const byAna = await read(ana);
    expect(byAna.status).toBe(200);
    expect(byAna.body.role).toBe('owner');
    expect((await read(ben)).body.role).toBe('editor');

    const sent = await ben.client.request('POST', `/api/journeys/${journey.id}/changes`, batch(journey.version, [{ type: 'setProblemStatement', problemStatement: 'Mortgage offers take a week.' }]));
    expect(sent.status).toBe(200);
    const after = await read(ana);
    expect(after.body.role).toBe('owner');
    expect(after.body.journey.state.problemStatement).toBe('Mortgage offers take a week.');
    expect(after.body.journey.version).toBe(journey.version + 1);
    expect(after.body.journey.texts).not.toEqual(byAna.body.journey.texts);
    expect(after.body.journey.lastEditedBy).toBe('Benedita Editor');

    await testApp.database.db.deleteFrom('journey_texts').where('journey_id', '=', journey.id).execute();
    expect((await read(ana)).body.journey.texts).toEqual({});
    expect((await ben.client.request('DELETE', `/api/journeys/${journey.id}`)).status).toBe(204);
    expect((await read(ana)).status).toBe(404);
  });

  it('never keeps what a transaction wrote and then took back', async () => {
    const journey = await createJourneyIn(ana, team.id, journeyState('Cheques take five days to clear.'));
    expect(problemOf(await list(ana), journey.id)).toBe('Cheques take five days to clear.');
    let listedMeanwhile: Promise<JourneyListPage> | undefined;
    const rolledBack = testApp.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('journeys').set({ problem_statement: 'Never committed.' }).where('id', '=', journey.id).execute();
      // A list asked while the change is written but not committed (it waits for the connection).
      listedMeanwhile = list(ana);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('taken back');
    });
    await expect(rolledBack).rejects.toThrow('taken back');
    expect(problemOf(await listedMeanwhile!, journey.id)).toBe('Cheques take five days to clear.');
    expect(problemOf(await list(ana), journey.id)).toBe('Cheques take five days to clear.');
    await testApp.database.db.updateTable('journeys').set({ problem_statement: 'Cheques clear overnight.' }).where('id', '=', journey.id).execute();
    expect(problemOf(await list(ana), journey.id)).toBe('Cheques clear overnight.');
  });
});
