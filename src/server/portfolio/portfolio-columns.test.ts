import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import { createInitialJourneyState } from '../../domain/journey-state';
import { type PortfolioEntry, type PortfolioResponse, portfolioFacts } from '../../domain/rww/rww-portfolio';
import type { WorkspaceSummary } from '../../domain/workspace-api';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { variedJourneyStates } from '../../../tests/support/varied-journeys';
import { type Member, createJourneyIn, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { readStoredState } from '../db/journey-columns';

const AT = '2026-11-26T09:00:00.000Z';
const VARIED = 60;
/** More than the 200 the portfolio used to stop at. */
const BARE = 150;

/** In groups, so the suite does not open hundreds of requests at once. */
async function inGroups<T, R>(items: T[], size: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, offset) => run(item, start + offset)))));
  }
  return results;
}

describe.each(testDatabaseKinds())('the portfolio from stored columns on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let team: WorkspaceSummary;
  let varied: Journey[];

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner] = await signedUpMembers(testApp, ['Ana Owner']);
    team = await createTeam(owner);
    varied = await inGroups(variedJourneyStates(VARIED, owner.id), 10, (state) => createJourneyIn(owner, team.id, state));
    const bare = Array.from({ length: BARE }, (_, index) => ({ ...createInitialJourneyState(), problemStatement: `Bare journey ${index}` }));
    await inGroups(bare, 10, (state) => createJourneyIn(owner, team.id, state));

    // Later changes through each way a journey changes: a whole save, a batch of actions, a status.
    const replacements = variedJourneyStates(10, owner.id, 7);
    await inGroups(varied.slice(0, 10), 5, async (journey, index) => {
      const saved = await owner.client.request('PUT', `/api/journeys/${journey.id}`, { state: replacements[index], version: journey.version });
      expect(saved.status).toBe(200);
    });
    await inGroups(varied.slice(10, 20).filter((journey) => journey.state.selectedIdea), 5, async (journey, index) => {
      const ideaId = journey.state.selectedIdea!.id;
      const changed = await owner.client.request('POST', `/api/journeys/${journey.id}/changes`, {
        batchId: `portfolio-batch-${index}`,
        baseVersion: journey.version,
        actions: [
          { type: 'setRwwAnswer', ideaId, itemId: 'marketNeed', answer: 'no', userId: owner.id, at: AT },
          { type: 'setRwwAnswer', ideaId, itemId: 'customerCanBuy', answer: 'maybe', userId: owner.id, at: AT },
          { type: 'setRwwRisk', ideaId, marketNewness: 5, productNewness: 1, at: AT },
        ],
      });
      expect(changed.status).toBe(200);
    });
    for (const journey of varied.slice(20, 25)) {
      expect((await owner.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  it('equals, journey by journey, the portfolio computed from the whole stored states, and counts every journey', async () => {
    const answer = await owner.client.request<PortfolioResponse>('GET', `/api/portfolio?workspaceId=${team.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.journeys).toHaveLength(VARIED + BARE);

    const rows = await testApp.database.db
      .selectFrom('journeys')
      .select(['id', 'name', 'status', 'problem_statement', 'chosen_idea', 'domain', 'subdomain', 'updated_at', 'current_stage', 'state'])
      .where('workspace_id', '=', team.id)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute();
    const fromStates = rows.map(
      (row): PortfolioEntry => ({
        id: row.id,
        name: row.name,
        status: row.status,
        problemStatement: row.problem_statement,
        chosenIdea: row.chosen_idea,
        domain: row.domain,
        subdomain: row.subdomain,
        updatedAt: row.updated_at,
        currentStage: row.current_stage,
        owner: { id: owner.id, name: 'Ana Owner' },
        ...portfolioFacts(readStoredState(row.state)),
      }),
    );
    expect(answer.body.journeys).toEqual(fromStates);
  });

  it('holds journeys in every standing, so the comparison above tells them apart', async () => {
    const { journeys } = (await owner.client.request<PortfolioResponse>('GET', `/api/portfolio?workspaceId=${team.id}`)).body;
    const seen = (pick: (entry: PortfolioEntry) => string) => new Set(journeys.map(pick));
    expect(seen((entry) => entry.outcome)).toEqual(new Set(['not-screened', 'screening', 'no-at-real', 'no-at-win', 'no-at-worth', 'passed']));
    expect(seen((entry) => entry.decision)).toEqual(new Set(['none', 'needed', 'continue', 'pivot', 'stop']));
    expect(journeys.some((entry) => entry.openQuestions > 0)).toBe(true);
    expect(journeys.some((entry) => entry.risk.marketNewness !== null && entry.risk.productNewness === null)).toBe(true);
    expect(journeys.some((entry) => entry.scores.real === 7.5)).toBe(true);
  });
});
