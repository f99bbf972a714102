import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateAiSettingsInput } from '../../src/domain/ai-governance-api';
import type { AuditEntry } from '../../src/domain/audit-api';
import type { Journey } from '../../src/domain/journey-api';
import { createInitialJourneyState, type JourneyState } from '../../src/domain/journey-state';
import type { WorkspaceSummary } from '../../src/domain/workspace-api';
import { eventStreamReader } from '../support/event-stream-reader';
import { aiSettingsInput } from '../support/governance-helpers';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { type HttpAnswer, Visitor, uniqueEmail } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';

const TEAM_PROBLEM = 'Corner shops wait three days for card settlement and run short of cash for stock.';
const TEAM_ANSWER = 'Owners who reconcile card takings by hand every evening after closing.';
const TEAM_IDEA = { id: 'idea-team-1', title: 'Same-evening settlement for corner shops', description: 'Card takings paid out the same evening, with a running total in the banking app so owners can buy stock the next morning.', votes: 0, type: 'Product', personaSource: 'Chris' };
const OTHER_PROBLEM = 'Farmers cannot borrow against harvests that are still in the field.';

function journeyState(problemStatement: string, answer = '', ideas: JourneyState['ideas'] = []): JourneyState {
  const initial = createInitialJourneyState();
  return {
    ...initial,
    journeyName: 'Settlement',
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'cards_payments',
    problemStatement,
    ideas,
    userPersona: { ...initial.userPersona, averageUser: answer },
  };
}

const scoreRequest = (problemStatement: string, extra: Record<string, unknown> = {}) => ({
  domain: 'retail_banking',
  problemStatement,
  ideas: [{ id: 'idea-1', title: 'Instant payouts', description: 'Pay card takings out at once.', type: 'Product' }],
  ...extra,
});

describe.each(testDatabaseKinds())('team rules govern team text on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let owner: Visitor;
  let member: Visitor;
  let memberId: string;
  let team: WorkspaceSummary;
  let otherTeam: WorkspaceSummary;
  let teamJourney: Journey;

  const visitor = () => new Visitor(server.url, server.origin);
  const settings = (workspaceId: string, changes: Partial<UpdateAiSettingsInput>) =>
    owner.request('PUT', `/api/workspaces/${workspaceId}/ai-settings`, { json: aiSettingsInput(changes) });
  const features = (on: Partial<Record<'ideas' | 'scoring' | 'rww-drafts' | 'chat', boolean>>) => ({
    features: { ideas: true, scoring: true, 'rww-drafts': true, chat: true, ...on },
  });
  const errorOf = (answer: HttpAnswer) => (answer.json as { error: { code: string; message: string } }).error;

  async function joinAs(workspace: WorkspaceSummary, who: Visitor, email: string) {
    const invitation = await owner.request('POST', `/api/workspaces/${workspace.id}/invitations`, { json: { email, role: 'editor' } });
    const token = (invitation.json as { link: string }).link.split('/invitations/')[1];
    expect((await who.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
  }

  async function teamTrail(): Promise<AuditEntry[]> {
    return ((await owner.request('GET', `/api/workspaces/${team.id}/audit`)).json as { entries: AuditEntry[] }).entries;
  }

  /** A chat message as the browser sends it; a refused one answers JSON, an accepted one streams. */
  async function chat(body: Record<string, unknown>): Promise<{ status: number; threadId?: string; error?: { code: string; message: string } }> {
    const response = await fetch(`${server.url}/api/ai/chat`, {
      method: 'POST',
      headers: { Cookie: member.cookie, Origin: server.origin, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) return { status: response.status, error: ((await response.json()) as { error: { code: string; message: string } }).error };
    const events = eventStreamReader(response.body!);
    const { threadId } = await events.next<{ threadId: string }>('thread');
    await events.next('done', () => true, 15_000);
    return { status: 200, threadId };
  }

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database);
    [owner, member] = [visitor(), visitor()];
    await owner.signUp(uniqueEmail('owner'));
    const memberEmail = uniqueEmail('member');
    memberId = (await member.signUp(memberEmail)).id;
    team = ((await owner.request('POST', '/api/workspaces', { json: { name: 'Card squad' } })).json as { workspace: WorkspaceSummary }).workspace;
    otherTeam = ((await owner.request('POST', '/api/workspaces', { json: { name: 'Farm lending' } })).json as { workspace: WorkspaceSummary }).workspace;
    await joinAs(team, member, memberEmail);
    await joinAs(otherTeam, member, memberEmail);
    const created = await owner.request('POST', '/api/journeys', { json: { state: journeyState(TEAM_PROBLEM, TEAM_ANSWER, [TEAM_IDEA]), workspaceId: team.id } });
    teamJourney = (created.json as { journey: Journey }).journey;
    await owner.request('POST', '/api/journeys', { json: { state: journeyState(OTHER_PROBLEM), workspaceId: otherTeam.id } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('applies the team’s switch to its text sent without the journey’s name, pasted into a chat, or copied into a personal journey', async () => {
    expect((await settings(team.id, features({ scoring: false, ideas: false, chat: false }))).status).toBe(200);

    const unnamed = await member.request('POST', '/api/ai/score-suggestions', { json: scoreRequest(TEAM_PROBLEM) });
    expectErrorAnswer(unnamed, 403, 'AI_FEATURE_OFF');
    expect(errorOf(unnamed).message).toContain('Card squad');

    const onlyTheIdea = await member.request('POST', '/api/ai/score-suggestions', {
      json: { domain: 'retail_banking', ideas: [{ id: 'x-1', title: TEAM_IDEA.title, description: TEAM_IDEA.description, type: 'Product' }] },
    });
    expectErrorAnswer(onlyTheIdea, 403, 'AI_FEATURE_OFF');

    const ideas = await member.request('POST', '/api/ai/ideas', {
      json: { personaIds: ['c1'], domain: 'retail_banking', subdomain: 'cards_payments', problemStatement: TEAM_PROBLEM.toUpperCase(), ideasPerPersona: 1 },
    });
    expectErrorAnswer(ideas, 403, 'AI_FEATURE_OFF');

    const pasted = await chat({ message: `Can you improve this answer?\n\n${TEAM_ANSWER}` });
    expect(pasted.status).toBe(403);
    expect(pasted.error).toMatchObject({ code: 'AI_FEATURE_OFF', message: expect.stringContaining('Card squad') });

    const personalWorkspace = ((await member.request('GET', '/api/workspaces')).json as { workspaces: WorkspaceSummary[] }).workspaces.find((w) => w.kind === 'personal')!;
    const copy = await member.request('POST', '/api/journeys', { json: { state: journeyState(TEAM_PROBLEM, TEAM_ANSWER), workspaceId: personalWorkspace.id } });
    const copied = (copy.json as { journey: Journey }).journey;
    expectErrorAnswer(await member.request('POST', '/api/ai/score-suggestions', { json: scoreRequest(TEAM_PROBLEM, { journeyId: copied.id }) }), 403, 'AI_FEATURE_OFF');
    expectErrorAnswer(await member.request('POST', '/api/ai/score-suggestions', { json: scoreRequest(TEAM_PROBLEM, { workspaceId: personalWorkspace.id }) }), 403, 'AI_FEATURE_OFF');

    // The member's own text stays under their personal workspace's rules.
    const own = await member.request('POST', '/api/ai/score-suggestions', { json: scoreRequest('Students cannot split rent payments with flatmates in the app.') });
    expect(own.status, own.text).toBe(200);
  });

  it('spends the team’s budget, and records the call on the team’s trail, when its text comes without the journey', async () => {
    expect((await settings(team.id, { budget: { unit: 'calls', perUserMonthly: 1, perWorkspaceMonthly: null } })).status).toBe(200);
    const first = await member.request('POST', '/api/ai/score-suggestions', { json: scoreRequest(TEAM_PROBLEM) });
    expect(first.status, first.text).toBe(200);
    const recorded = (await teamTrail()).filter((entry) => entry.action === 'ai.call' && entry.actorId === memberId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ targetType: 'journey', targetId: teamJourney.id, details: { feature: 'scoring', outcome: 'ok' } });

    const second = await member.request('POST', '/api/ai/score-suggestions', { json: scoreRequest(TEAM_PROBLEM) });
    expectErrorAnswer(second, 429, 'AI_BUDGET_SPENT');
    expect(errorOf(second).message).toContain('Card squad');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect((await settings(team.id, {})).status).toBe(200);
  });

  it('keeps a conversation that carried the team’s journey under the team’s rules, and refuses another team’s journey in it', async () => {
    const started = await chat({ message: 'What is the weakest part of this journey?', journeyId: teamJourney.id });
    expect(started.status).toBe(200);
    expect((await settings(team.id, features({ chat: false }))).status).toBe(200);

    const followUp = await chat({ threadId: started.threadId, message: 'And how would you fix it?' });
    expect(followUp.status).toBe(403);
    expect(followUp.error).toMatchObject({ code: 'AI_FEATURE_OFF', message: expect.stringContaining('Card squad') });

    expect((await settings(team.id, {})).status).toBe(200);
    const otherJourney = ((await member.request('GET', `/api/journeys?workspaceId=${otherTeam.id}`)).json as { journeys: Array<{ id: string }> }).journeys[0]!;
    const mixed = await chat({ threadId: started.threadId, message: 'Compare it with this one.', journeyId: otherJourney.id });
    expect(mixed.status).toBe(409);
    expect(mixed.error).toMatchObject({ code: 'AI_SCOPE_CONFLICT', message: expect.stringContaining('new conversation') });

    const twoTeams = await member.request('POST', '/api/ai/score-suggestions', { json: scoreRequest(`${TEAM_PROBLEM} ${OTHER_PROBLEM}`) });
    expectErrorAnswer(twoTeams, 409, 'AI_SCOPE_CONFLICT');
    expect(errorOf(twoTeams).message).toMatch(/Card squad.*Farm lending|Farm lending.*Card squad/);

    // A member who leaves the team cannot go on with the conversation under other rules.
    expect((await owner.request('DELETE', `/api/workspaces/${team.id}/members/${memberId}`)).status).toBe(204);
    const afterLeaving = await chat({ threadId: started.threadId, message: 'One more question.' });
    expect(afterLeaving.status).toBe(403);
    expect(afterLeaving.error?.code).toBe('AI_CONVERSATION_CLOSED');
    // Text they remember of a team they left is no longer the team's to govern: it cannot be matched to journeys they cannot read.
    const fresh = await chat({ message: 'A new question of my own about rent.' });
    expect(fresh.status).toBe(200);
  });
});
