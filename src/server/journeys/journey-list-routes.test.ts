import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import { JOURNEY_PAGE_SIZE, type JourneyListPage, journeyRowTitle } from '../../domain/journey-list';
import { type JourneyState, createInitialJourneyState } from '../../domain/journey-state';
import type { WorkspaceSummary } from '../../domain/workspace-api';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';

type ErrorAnswer = { error: { code: string; message: string } };

const DAY_MS = 24 * 60 * 60 * 1000;
const FILLERS = 64;

function state(problemStatement: string, extra: Partial<JourneyState> = {}): JourneyState {
  return { ...createInitialJourneyState(), problemStatement, selectedDomain: 'retail_banking', selectedSubdomain: 'cards_payments', ...extra };
}

async function inGroups<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

describe.each(testDatabaseKinds())('journey list pages on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let owner: Member;
  let viewer: Member;
  let outsider: Member;
  let team: WorkspaceSummary;
  let special: Record<'accented' | 'percent' | 'wealth' | 'old', Journey>;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [owner, viewer, outsider] = await signedUpMembers(testApp, ['Ana Owner', 'Vera Viewer', 'Olga Outsider']);
    team = await createTeam(owner);
    await addMember(owner, team.id, viewer, 'viewer');
    const fillers = Array.from({ length: FILLERS }, (_, index) =>
      state(`Customers wait for card replacement, case ${String(index).padStart(2, '0')}.`, { journeyName: index % 3 === 0 ? `Filler ${index}` : '' }),
    );
    const created = await inGroups(fillers, 8, (filler) => createJourneyIn(owner, team.id, filler));
    for (const journey of created.slice(0, 20)) {
      expect((await owner.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' })).status).toBe(200);
    }
    special = {
      accented: await createJourneyIn(owner, team.id, state('Clients à São Paulo cannot see fees before paying abroad.', { journeyName: 'Éclair fees' })),
      percent: await createJourneyIn(owner, team.id, state('Only 5% of SMEs use our_app for invoices.')),
      wealth: await createJourneyIn(owner, team.id, state('First-time investors give up.', { selectedDomain: 'wealth_management', selectedSubdomain: 'investments' })),
      old: await createJourneyIn(owner, team.id, state('An old journey nobody touched.', { journeyName: 'Aardvark' })),
    };
    const longAgo = new Date(Date.now() - 60 * DAY_MS).toISOString();
    await testApp.database.db.updateTable('journeys').set({ updated_at: longAgo, created_at: longAgo }).where('id', '=', special.old.id).execute();
    await createJourneyIn(owner, undefined, state('A personal journey nobody else sees.'));
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const list = (member: Member, query: string) =>
    member.client.request<JourneyListPage & ErrorAnswer>('GET', `/api/journeys?workspaceId=${team.id}${query ? `&${query}` : ''}`);

  /** Every page of a query, following the cursor. */
  async function allPages(member: Member, query: string) {
    const pages: JourneyListPage[] = [];
    let cursor: string | null = null;
    do {
      const answer: { status: number; body: JourneyListPage } = await list(member, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(answer.status).toBe(200);
      pages.push(answer.body);
      cursor = answer.body.nextCursor;
    } while (cursor);
    return pages;
  }

  const total = FILLERS + 4;

  it('answers pages of 50 that together hold every journey once, newest change first, with the counts for the stat cards', async () => {
    const pages = await allPages(viewer, '');
    expect(pages.map((page) => page.journeys.length)).toEqual([JOURNEY_PAGE_SIZE, total - JOURNEY_PAGE_SIZE]);
    const journeys = pages.flatMap((page) => page.journeys);
    expect(new Set(journeys.map((journey) => journey.id)).size).toBe(total);
    const updated = journeys.map((journey) => journey.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(journeys.at(-1)?.id).toBe(special.old.id);
    expect(pages[0]).toMatchObject({ matching: total, counts: { inProgress: total - 20, completed: 20 } });
    expect(journeys[0]).not.toHaveProperty('state');
  });

  it('pages each order without repeating or skipping a journey', async () => {
    for (const sort of ['name', 'created']) {
      const ids = (await allPages(owner, `sort=${sort}&limit=7`)).flatMap((page) => page.journeys.map((journey) => journey.id));
      expect([sort, ids.length, new Set(ids).size]).toEqual([sort, total, total]);
    }
    // Unnamed journeys sort by the name their rows show, read from the problem (issue 22).
    const byName = (await list(owner, 'sort=name&limit=4')).body.journeys.map(journeyRowTitle);
    expect(byName).toEqual(['Aardvark', 'Card replacement for customers', 'Card replacement for customers', 'Card replacement for customers']);
    const named = (await list(owner, 'sort=name&limit=50')).body.journeys.map(journeyRowTitle);
    expect(named.indexOf('Éclair fees')).toBeGreaterThan(named.lastIndexOf('Card replacement for customers'));
  });

  it('filters by status, domain and last change on the server, and says how many match', async () => {
    const completed = await allPages(owner, 'status=completed');
    expect(completed[0]).toMatchObject({ matching: 20, counts: { inProgress: total - 20, completed: 20 } });
    expect(completed.flatMap((page) => page.journeys).every((journey) => journey.status === 'completed')).toBe(true);
    const wealth = (await list(owner, 'domain=wealth_management')).body;
    expect(wealth.journeys.map((journey) => journey.id)).toEqual([special.wealth.id]);
    expect(wealth).toMatchObject({ matching: 1, nextCursor: null });
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const recent = (await list(owner, `updatedAfter=${encodeURIComponent(since)}&limit=50`)).body;
    expect(recent.matching).toBe(total - 1);
  });

  it('searches names, problems and chosen ideas word by word, whatever the case and accents, taking % and _ literally', async () => {
    const search = async (q: string) => (await list(owner, `q=${encodeURIComponent(q)}`)).body;
    expect((await search('eclair')).journeys.map((journey) => journey.id)).toEqual([special.accented.id]);
    expect((await search('SAO   paulo fees')).journeys.map((journey) => journey.id)).toEqual([special.accented.id]);
    expect((await search('5%')).journeys.map((journey) => journey.id)).toEqual([special.percent.id]);
    expect((await search('our_app')).journeys.map((journey) => journey.id)).toEqual([special.percent.id]);
    expect((await search('%')).journeys.map((journey) => journey.id)).toEqual([special.percent.id]);
    // As a wildcard, _ would find "card replacement".
    expect((await search('d_r')).matching).toBe(0);
    const cases = await search('replacement case');
    expect(cases).toMatchObject({ matching: FILLERS, counts: { inProgress: total - 20, completed: 20 } });
    expect(cases.journeys).toHaveLength(JOURNEY_PAGE_SIZE);
    expect((await search('replacement mortgage')).matching).toBe(0);
  });

  it('answers a bad query with 400 and the error’s code and message, never a 500', async () => {
    const bad = [
      'status=paused', 'sort=colour', 'limit=0', 'limit=51', 'limit=ten', 'domain=space_banking', 'updatedAfter=yesterday',
      'updatedAfter=2026-02-30T25:00:00Z', 'cursor=not-a-cursor', `cursor=${'x'.repeat(700)}`, `q=${'a'.repeat(201)}`, 'cursor=WyJhIl0',
      'q=%00', `cursor=${btoa(JSON.stringify(['\u0000', 'x']))}`,
    ];
    for (const query of bad) {
      const answer = await list(owner, query);
      expect([query, answer.status, answer.body.error?.code, typeof answer.body.error?.message]).toEqual([query, 400, 'VALIDATION_FAILED', 'string']);
    }
    for (const query of ['status=', 'q=', 'q=%F0%9F%92%A5', 'q=%ED%A0%80', 'domain=&sort=&limit=', 'workspaceId=&status=completed']) {
      expect([query, (await list(owner, query)).status]).toEqual([query, 200]);
    }
  });

  it('keeps other workspaces’ journeys out, and answers 404 for a workspace the caller is not in', async () => {
    const answer = await list(outsider, '');
    expect([answer.status, answer.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const personal = (await owner.client.request<JourneyListPage>('GET', '/api/journeys')).body;
    expect(personal.journeys.map((journey) => journey.problemStatement)).toEqual(['A personal journey nobody else sees.']);
    expect(personal.counts).toEqual({ inProgress: 1, completed: 0 });
  });
});
