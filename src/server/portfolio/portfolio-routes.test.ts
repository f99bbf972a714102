import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import type { JourneyState } from '../../domain/journey-state';
import { journeyReducer } from '../../domain/journey-reducer';
import type { RwwAction, RwwChange } from '../../domain/rww/journey-reducer-rww';
import type { PortfolioResponse } from '../../domain/rww/rww-portfolio';
import type { WorkspaceSummary } from '../../domain/workspace-api';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, MEMBER_PASSWORD, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';

type ErrorAnswer = { error: { code: string; message: string } };
const AT = '2026-11-25T10:00:00.000Z';

/** A journey that chose an idea and answered some of its screen. */
function screened(problem: string, actions: (ideaId: string) => RwwChange[]): JourneyState {
  const idea = { id: 'idea-1', title: 'Instant dispute refunds', description: 'd', votes: 0, type: 'Process', personaSource: 'AI' };
  const chosen: JourneyState = { ...journeyState(problem), ideas: [idea], selectedIdea: idea };
  return actions(idea.id).reduce<JourneyState>((state, action) => journeyReducer(state, { ...action, ideaId: idea.id, at: AT } as RwwAction), chosen);
}

describe.each(testDatabaseKinds())('portfolio API on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let viewer: Member;
  let outsider: Member;
  let team: WorkspaceSummary;
  let red: Journey;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner, viewer, outsider] = await signedUpMembers(testApp, ['Ana Owner', 'Vera Viewer', 'Olga Outsider']);
    team = await createTeam(owner);
    await addMember(owner, team.id, viewer, 'viewer');
    red = await createJourneyIn(
      owner,
      team.id,
      screened('Card disputes take three weeks for our customers.', () => [
        { type: 'setRwwAnswer', itemId: 'marketNeed', answer: 'yes', userId: owner.id },
        { type: 'setRwwAnswer', itemId: 'canBeMade', answer: 'no', userId: owner.id },
        { type: 'setRwwAnswer', itemId: 'marketSizeEnough', answer: 'maybe', userId: owner.id },
        { type: 'setRwwRisk', marketNewness: 2, productNewness: 4 },
      ]),
    );
    await createJourneyIn(owner, team.id, journeyState('SMEs wait four weeks for a working-capital decision.'));
    await createJourneyIn(owner, undefined, journeyState('A personal journey nobody else sees.'));
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const portfolio = (member: Member, workspaceId?: string) =>
    member.client.request<PortfolioResponse & ErrorAnswer>('GET', `/api/portfolio${workspaceId ? `?workspaceId=${workspaceId}` : ''}`);

  it('lists a workspace’s journeys with their Real-Win-Worth standing, and never their whole state', async () => {
    const answer = await portfolio(owner, team.id);
    expect(answer.status).toBe(200);
    expect(answer.body.journeys).toHaveLength(2);
    const entry = answer.body.journeys.find((journey) => journey.id === red.id)!;
    expect(entry).toMatchObject({
      chosenIdea: 'Instant dispute refunds',
      outcome: 'no-at-real',
      decision: 'needed',
      risk: { marketNewness: 2, productNewness: 4 },
      answers: { marketNeed: 'yes', canBeMade: 'no', marketSizeEnough: 'maybe' },
      openQuestions: 1,
    });
    expect(entry).not.toHaveProperty('state');
    expect(answer.body.journeys.find((journey) => journey.id !== red.id)).toMatchObject({ outcome: 'not-screened', decision: 'none' });
  });

  it('gives a viewer the same portfolio, and the caller’s personal one when no workspace is named', async () => {
    expect((await portfolio(viewer, team.id)).body.journeys).toHaveLength(2);
    const personal = await portfolio(owner);
    expect(personal.body.journeys.map((journey) => journey.problemStatement)).toEqual(['A personal journey nobody else sees.']);
  });

  it('answers 404 for a workspace the caller does not belong to, or that does not exist', async () => {
    for (const id of [team.id, 'no-such-workspace', `personal-${owner.id}`]) {
      const answer = await portfolio(outsider, id);
      expect([id, answer.status, answer.body.error.code]).toEqual([id, 404, 'NOT_FOUND']);
    }
  });

  it('names each journey’s owner (who started it) and its stage, for the dashboard’s filters', async () => {
    const [editor] = await signedUpMembers(testApp, ['Eli Editor']);
    await addMember(owner, team.id, editor, 'editor');
    const started = await createJourneyIn(editor, team.id, { ...journeyState('Branch queues are long on Mondays.'), currentStage: 2 });
    const { journeys } = (await portfolio(viewer, team.id)).body;
    expect(journeys.find((entry) => entry.id === started.id)).toMatchObject({ owner: { id: editor.id, name: 'Eli Editor' }, currentStage: 2 });
    expect(journeys.find((entry) => entry.id === red.id)).toMatchObject({ owner: { id: owner.id, name: 'Ana Owner' }, currentStage: 0 });

    // The team keeps a journey whose owner deleted their account; it has no owner then.
    expect((await editor.client.request('POST', '/api/account/delete', { confirmation: MEMBER_PASSWORD })).status).toBe(200);
    const after = (await portfolio(owner, team.id)).body.journeys.find((entry) => entry.id === started.id);
    expect(after).toMatchObject({ owner: null, currentStage: 2 });
  });

  it('follows a decision the team records', async () => {
    const current = (await owner.client.request<{ journey: Journey }>('GET', `/api/journeys/${red.id}`)).body.journey;
    const decided = journeyReducer(current.state, {
      type: 'recordRwwDecision',
      ideaId: 'idea-1',
      stage: 'real',
      kind: 'stop',
      reason: '',
      userId: owner.id,
      at: AT,
    });
    expect((await owner.client.request('PUT', `/api/journeys/${red.id}`, { state: decided, version: current.version })).status).toBe(200);
    const entry = (await portfolio(owner, team.id)).body.journeys.find((journey) => journey.id === red.id);
    expect(entry).toMatchObject({ outcome: 'no-at-real', decision: 'stop' });
  });
});
