import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateIdeasResponse } from '../../../domain/ai-api';
import { type AiUsageReport, GOVERNANCE_MESSAGES } from '../../../domain/ai-governance-api';
import { type FakeOpenAiServer, ideasCompletion, startFakeOpenAiServer, streamed } from '../../../../tests/support/fake-openai-server';
import { sendChat } from '../../../../tests/support/chat-client';
import { ideasRequest, lastEntry, saveAiSettings, trailOf } from '../../../../tests/support/governance-helpers';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, signedUpMembers } from '../../../../tests/support/workspace-helpers';

const TEAM_KEY = 'sk-team-key-88c1d2-never-shown';
type ErrorAnswer = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('AI calls governed by their workspace on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let fake: FakeOpenAiServer;
  let owner: Member;
  let member: Member;
  let outsider: Member;

  beforeAll(async () => {
    testDatabase = await create();
    fake = await startFakeOpenAiServer((request) =>
      request.body.stream
        ? streamed(['The team ', 'engine answers.'])
        : ideasCompletion([{ title: 'Dispute tracker', description: 'Customers see each step of their card dispute.', type: 'Service' }]),
    );
    testApp = await createTestApp(testDatabase, { AI_ALLOWED_ENDPOINTS: fake.baseUrl });
    [owner, member, outsider] = await signedUpMembers(testApp, ['Olive Owner', 'Mo Member', 'Otto Outsider']);
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
    await testDatabase.drop();
  });

  /** A team whose engine is the fake OpenAI-compatible server, with a member besides the owner. */
  async function teamOnFakeEngine(changes: Parameters<typeof saveAiSettings>[2] = {}) {
    const team = await createTeam(owner, 'Cards Squad');
    await addMember(owner, team.id, member, 'editor');
    await saveAiSettings(owner, team.id, {
      engine: { provider: 'openai-compatible', baseUrl: fake.baseUrl, model: 'team-model' },
      apiKey: TEAM_KEY,
      ...changes,
    });
    return team.id;
  }
  const askIdeas = (who: Member, scope: Record<string, string> = {}) =>
    who.client.request<GenerateIdeasResponse & ErrorAnswer>('POST', '/api/ai/ideas', { ...ideasRequest, ...scope });

  it('answers with the workspace’s own engine and key, and puts the call on its trail without the texts', async () => {
    const teamId = await teamOnFakeEngine();
    const before = fake.requests.length;
    const answer = await askIdeas(member, { workspaceId: teamId });
    expect(answer.status).toBe(200);
    expect(answer.body.engine.label).toBe('OpenAI-compatible · team-model');
    expect(answer.body.generatedIdeas.map((idea) => idea.title)).toEqual(['Dispute tracker']);
    expect(fake.requests.slice(before).map((request) => request.authorization)).toEqual([`Bearer ${TEAM_KEY}`]);
    const entry = await lastEntry(testApp, teamId, 'ai.call');
    expect(entry).toMatchObject({ actorId: member.id, actor: member.email });
    expect(entry?.details).toMatchObject({
      feature: 'ideas',
      engine: 'openai-compatible',
      model: 'team-model',
      outcome: 'ok',
      modelCalls: 1,
      inputTokens: 10,
      outputTokens: 10,
      tokensEstimated: false,
    });
    expect(entry?.details.inputChars).toBeGreaterThan(ideasRequest.problemStatement.length);
    expect(entry?.details).not.toHaveProperty('prompt');
    expect(JSON.stringify(entry)).not.toContain('Card fraud disputes');

    // The same person in their personal workspace gets the deployment's built-in engine.
    const personal = await askIdeas(member);
    expect(personal.body.engine.provider).toBe('builtin');
    expect(fake.requests.length).toBe(before + 1);
  });

  it('records what was sent and what came back only once an owner turns prompt recording on', async () => {
    const teamId = await teamOnFakeEngine({ recordPrompts: true });
    expect((await askIdeas(member, { workspaceId: teamId })).status).toBe(200);
    const entry = await lastEntry(testApp, teamId, 'ai.call');
    expect(entry?.details.prompt).toContain(ideasRequest.problemStatement);
    expect(entry?.details.answer).toContain('Dispute tracker');
    expect((await lastEntry(testApp, teamId, 'settings.ai_changed'))?.details).toMatchObject({ recordPrompts: true });
  });

  it('refuses a feature its owner switched off, naming the feature and the workspace, and counts nothing', async () => {
    const teamId = await teamOnFakeEngine({ features: { ideas: false, scoring: true, 'rww-drafts': true, chat: true } });
    const refused = await askIdeas(member, { workspaceId: teamId });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'AI_FEATURE_OFF', message: GOVERNANCE_MESSAGES.featureOff('ideas', 'Cards Squad') });
    expect(await testApp.database.db.selectFrom('ai_usage_daily').selectAll().where('workspace_id', '=', teamId).execute()).toEqual([]);
    expect((await askIdeas(member)).status).toBe(200);
  });

  it('stops a member at their monthly budget and everyone at the workspace’s, saying so, with Retry-After', async () => {
    const teamId = await teamOnFakeEngine({ budget: { unit: 'calls', perUserMonthly: 2, perWorkspaceMonthly: 3 } });
    expect((await askIdeas(member, { workspaceId: teamId })).status).toBe(200);
    expect((await askIdeas(member, { workspaceId: teamId })).status).toBe(200);
    const spent = await askIdeas(member, { workspaceId: teamId });
    expect(spent.status).toBe(429);
    expect(spent.body.error.code).toBe('AI_BUDGET_SPENT');
    expect(spent.body.error.message).toMatch(/^You have used your monthly AI budget in the workspace “Cards Squad” \(2 calls\)\. It renews on 1 \w+ \d{4}/);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await askIdeas(owner, { workspaceId: teamId })).status).toBe(200);
    const workspaceSpent = await askIdeas(owner, { workspaceId: teamId });
    expect([workspaceSpent.status, workspaceSpent.body.error.message]).toEqual([429, expect.stringContaining('The workspace “Cards Squad” has used its monthly AI budget (3 calls)')]);
    expect((await askIdeas(owner)).status).toBe(200);
  });

  it('counts the tokens the engine reports against a token budget, and shows use by day, feature and person', async () => {
    const teamId = await teamOnFakeEngine({ budget: { unit: 'tokens', perUserMonthly: null, perWorkspaceMonthly: 30 } });
    expect((await askIdeas(member, { workspaceId: teamId })).status).toBe(200);
    expect((await askIdeas(owner, { workspaceId: teamId })).status).toBe(200);
    expect((await askIdeas(owner, { workspaceId: teamId })).status).toBe(429);
    const report = await owner.client.request<AiUsageReport>('GET', `/api/workspaces/${teamId}/ai-usage`);
    expect(report.body.total).toEqual({ calls: 2, tokens: 40 });
    expect(report.body.byFeature.ideas).toEqual({ calls: 2, tokens: 40 });
    expect(report.body.byFeature.chat).toEqual({ calls: 0, tokens: 0 });
    expect(report.body.byUser.map((person) => [person.name, person.calls])).toEqual([['Mo Member', 1], ['Olive Owner', 1]]);
    const today = new Date().toISOString().slice(0, 10);
    expect(report.body.days.find((day) => day.day === today)?.byFeature.ideas).toEqual({ calls: 2, tokens: 40 });
    expect(report.body.days).toHaveLength(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 0)).getUTCDate());
    const badMonth = await owner.client.request<ErrorAnswer>('GET', `/api/workspaces/${teamId}/ai-usage?month=2026-13`);
    expect(badMonth.status).toBe(400);
  });

  it('governs a chat about a team journey by the team’s settings, and a chat without one by the personal workspace’s', async () => {
    const teamId = await teamOnFakeEngine({ features: { ideas: true, scoring: true, 'rww-drafts': true, chat: false } });
    const journey = await createJourneyIn(owner, teamId);
    const refused = await sendChat(member.client, 'What are the risks of my idea?', { journeyId: journey.id });
    expect(refused.response.status).toBe(403);
    expect((refused.response.body as unknown as ErrorAnswer).error.message).toBe(GOVERNANCE_MESSAGES.featureOff('chat', 'Cards Squad'));
    const personal = await sendChat(member.client, 'What is design thinking?');
    expect(personal.data('done')?.engine.provider).toBe('builtin');

    await saveAiSettings(owner, teamId, {
      engine: { provider: 'openai-compatible', baseUrl: fake.baseUrl, model: 'team-model' },
      apiKey: TEAM_KEY,
    });
    const aboutJourney = await sendChat(member.client, 'What are the risks of my idea?', { journeyId: journey.id });
    expect(aboutJourney.text).toBe('The team engine answers.');
    const entry = await lastEntry(testApp, teamId, 'ai.call');
    expect(entry).toMatchObject({ targetType: 'journey', targetId: journey.id, details: { feature: 'chat', engine: 'openai-compatible', outcome: 'ok' } });
  });

  it('lets nobody borrow another workspace’s engine or budget: an outsider naming it gets 404', async () => {
    const teamId = await teamOnFakeEngine();
    const journey = await createJourneyIn(owner, teamId);
    const named = await askIdeas(outsider, { workspaceId: teamId });
    expect(named.status).toBe(404);
    const before = fake.requests.length;
    // A journey they cannot read is no journey at all: their own workspace's rules and engine apply.
    const viaJourney = await askIdeas(outsider, { journeyId: journey.id });
    expect(viaJourney.body.engine.provider).toBe('builtin');
    expect(fake.requests.length).toBe(before);
    expect((await trailOf(testApp, teamId)).some((entry) => entry.actorId === outsider.id)).toBe(false);
  });
});
