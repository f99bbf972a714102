import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateIdeasInput, DuplicateIdeasResponse } from '../../domain/duplicate-ideas-api';
import { findDuplicateIdeas } from '../../domain/idea-duplicates';
import { DIFFERENT_IDEA_PAIRS, SAME_IDEA_PAIRS } from '../../domain/idea-duplicate-pairs.fixture';
import { loadIdeaCatalogue } from './builtin/load-idea-catalogue';
import { bundledWordVectors } from './builtin/word-vectors';
import { TestClient } from '../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, signedUpMembers } from '../../../tests/support/workspace-helpers';

const sameIdea = (title: string) => SAME_IDEA_PAIRS.find(([first]) => first.title === title)!;
const [rateSwitch, remortgageNudge] = sameIdea('Rate Switch Reminder');
const [, freeCoffee] = DIFFERENT_IDEA_PAIRS.find(([first]) => first.title === 'Confirmation of Payee Everywhere')!;
const ideas = [
  { id: 'rate-switch', ...rateSwitch },
  { id: 'coffee', ...freeCoffee },
  { id: 'remortgage-nudge', ...remortgageNudge },
];

describe.each(testDatabaseKinds())('likely duplicate ideas by meaning on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let vic: Member;
  let outsider: Member;
  let journeyId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, vic, outsider] = await signedUpMembers(testApp, ['Ana Silva', 'Vic Viewer', 'Olga Outsider'] as const);
    const team = await createTeam(ana);
    await addMember(ana, team.id, vic, 'viewer');
    journeyId = (await createJourneyIn(ana, team.id)).id;
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  const ask = (member: Member | TestClient, body: unknown, id = journeyId) => {
    const client = member instanceof TestClient ? member : member.client;
    return client.request<DuplicateIdeasResponse & { error: { code: string; message: string } }>('POST', `/api/journeys/${id}/duplicate-ideas`, body);
  };

  it('pairs two ideas that say the same thing in other words, which shared words miss', async () => {
    const asIdeas = ideas.map((idea) => ({ ...idea, votes: 0, type: 'Service', personaSource: 'You' }));
    expect(findDuplicateIdeas(asIdeas)).toEqual([]);
    const answer = await ask(ana, { ideas, keptApart: [] } satisfies DuplicateIdeasInput);
    expect(answer.status).toBe(200);
    expect(answer.body.pairs).toEqual([{ firstId: 'rate-switch', secondId: 'remortgage-nudge', similarity: expect.any(Number) }]);
    expect(answer.body.pairs[0]!.similarity).toBeGreaterThan(0.5);
  });

  it('answers a viewer too: asking changes nothing', async () => {
    const answer = await ask(vic, { ideas });
    expect(answer.status).toBe(200);
    expect(answer.body.pairs.map((pair) => [pair.firstId, pair.secondId])).toEqual([['rate-switch', 'remortgage-nudge']]);
  });

  it('leaves out a pair the team kept apart, and answers no pairs for fewer than two ideas', async () => {
    const keptApart = await ask(ana, { ideas, keptApart: [['remortgage-nudge', 'rate-switch']] });
    expect(keptApart.body.pairs).toEqual([]);
    expect((await ask(ana, { ideas: [] })).body.pairs).toEqual([]);
  });

  it("keeps two of the catalogue's patterns apart however alike they read: they are different ideas by design", async () => {
    const patterns = loadIdeaCatalogue().patterns;
    const catalogued = ['Card-Data Business Insights', 'Instant Online Shop'].map((title, i) => {
      const { mechanism } = patterns.find((pattern) => pattern.title === title)!;
      return { id: `pattern-${i}`, title, description: `${mechanism.charAt(0).toUpperCase()}${mechanism.slice(1)}.` };
    });
    const asIdeas = catalogued.map((idea) => ({ ...idea, votes: 0, type: 'Service', personaSource: 'You' }));
    expect(findDuplicateIdeas(asIdeas, [], bundledWordVectors())).toHaveLength(1);
    expect((await ask(ana, { ideas: catalogued })).body.pairs).toEqual([]);
  });

  it('refuses what it cannot read with a message, never a 500', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ id: `idea-${i}`, title: 'Idea', description: '' }));
    const twice = [ideas[0], ideas[0]];
    for (const body of [{}, { ideas: 'all' }, { ideas: tooMany }, { ideas: twice }, { ideas: [{ id: '', title: 'x', description: '' }] }]) {
      const answer = await ask(ana, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });

  it('answers 404 outside the workspace and for a journey that does not exist, 401 signed out', async () => {
    expect((await ask(outsider, { ideas })).status).toBe(404);
    expect((await ask(ana, { ideas }, 'no-such-journey')).status).toBe(404);
    expect((await ask(new TestClient(testApp), { ideas })).status).toBe(401);
  });
});
