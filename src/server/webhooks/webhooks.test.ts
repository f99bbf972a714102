import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookDeliveryView, WebhookEndpointView, WebhookEventPayload, WebhookSecretAnswer } from '../../domain/webhooks/webhooks-api';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type WebhookReceiver, startWebhookReceiver, verifyStandardWebhook } from '../../../tests/support/webhook-receiver';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';
import { webhookDeliveryRules } from './delivery-rules';
import { deliverDueWebhooks } from './delivery-worker';

/** Retries come at once, so that a test sees a day of them in a moment. */
const FAST_SCHEDULE = { firstRetryMs: 1, longestWaitMs: 1, giveUpAfterMs: 60_000 };

describe.each(testDatabaseKinds())('webhooks and channel cards on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  let owner: Member;
  let editor: Member;
  let outsider: Member;
  let joiner: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    receiver = await startWebhookReceiver();
    // The operator lists the local receiver and allows loopback addresses, for this test only.
    testApp = await createTestApp(testDatabase, { WEBHOOK_ALLOWED_ENDPOINTS: receiver.origin, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
    [owner, editor, outsider, joiner] = await signedUpMembers(testApp, ['Olive Owner', 'Eddie Editor', 'Otto Outsider', 'Jo Joiner']);
    teamId = (await createTeam(owner, 'Payments Lab')).id;
    await addMember(owner, teamId, editor, 'editor');
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
    await testDatabase.drop();
  });
  beforeEach(() => {
    receiver.calls.length = 0;
    receiver.answers.length = 0;
  });

  const base = () => `/api/workspaces/${teamId}/webhooks`;
  const deliver = (schedule = FAST_SCHEDULE) => deliverDueWebhooks(testApp.database, webhookDeliveryRules(testApp.config, { schedule, random: () => 0 }));
  async function register(kind: 'webhook' | 'teams' | 'slack', path: string, events: string[]) {
    const answer = await owner.client.request<WebhookSecretAnswer>('POST', base(), { kind, url: `${receiver.origin}${path}`, events, description: `${kind} for tests` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  }
  const deliveries = async (hookId: string) =>
    (await owner.client.request<{ deliveries: WebhookDeliveryView[] }>('GET', `${base()}/${hookId}/deliveries`)).body.deliveries;
  const remove = async (hookId: string) => expect((await owner.client.request('DELETE', `${base()}/${hookId}`)).status).toBe(204);

  it('lets only owners configure: an editor is refused, an outsider does not see the workspace', async () => {
    const input = { kind: 'webhook', url: `${receiver.origin}/hooks`, events: ['journey.created'] };
    expect((await editor.client.request('POST', base(), input)).status).toBe(403);
    expect((await editor.client.request('GET', base())).status).toBe(403);
    expect((await outsider.client.request('GET', base())).status).toBe(404);
    expect((await outsider.client.request('POST', base(), input)).status).toBe(404);
    const personal = (await owner.client.request<{ workspaces: Array<{ id: string; kind: string }> }>('GET', '/api/workspaces')).body.workspaces.find((workspace) => workspace.kind === 'personal')!;
    expect((await owner.client.request('POST', `/api/workspaces/${personal.id}/webhooks`, input)).status).toBe(409);
    expect((await editor.client.request('POST', `${base()}/wh_nonexistent/test`)).status).toBe(403);
    expect((await owner.client.request('POST', `${base()}/wh_nonexistent/test`)).status).toBe(404);
    expect((await owner.client.request('POST', base(), { kind: 'pager', url: 'ftp://x', events: [] })).status).toBe(400);
  });

  it('signs each delivery so that a receiver implementing the standard can verify it, and shows the secret only once', async () => {
    const { webhook, signingSecret } = await register('webhook', '/hooks', ['journey.created', 'journey.completed', 'idea.selected', 'member.joined']);
    expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await owner.client.request<{ webhooks: WebhookEndpointView[] }>('GET', base());
    expect(JSON.stringify(listed.body)).not.toContain(signingSecret!.slice(6));
    expect(listed.body.webhooks.find((hook) => hook.id === webhook.id)).toMatchObject({ kind: 'webhook', address: `${receiver.origin}/hooks`, enabled: true });

    const journey = await createJourneyIn(editor, teamId, { ...journeyState(), journeyName: 'Instant disputes' });
    expect(await deliver()).toBe(1);
    expect(receiver.calls).toHaveLength(1);
    const [call] = receiver.calls;
    expect(verifyStandardWebhook(signingSecret!, call!)).toBe(true);
    expect(verifyStandardWebhook(signingSecret!, { ...call!, body: call!.body.replace('Instant', 'Altered') })).toBe(false);
    const event = JSON.parse(call!.body) as WebhookEventPayload;
    expect(event).toMatchObject({ type: 'journey.created', data: { workspace: { id: teamId, name: 'Payments Lab' }, journey: { id: journey.id, name: 'Instant disputes' } } });
    expect(event.data.journey!.url).toBe(`${testApp.config.appUrl}/define/team?journeyId=${journey.id}`);
    expect(call!.body).not.toContain(editor.email);
    const [listedDelivery] = await deliveries(webhook.id);
    expect(listedDelivery).toMatchObject({ eventType: 'journey.created', status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });

    // Completing, choosing an idea and joining are sent too; a journey of a personal workspace is not.
    expect((await editor.client.request('PATCH', `/api/journeys/${journey.id}`, { status: 'completed' })).status).toBe(200);
    await createJourneyIn(editor);
    await addMember(owner, teamId, joiner, 'viewer');
    await deliver();
    const types = receiver.calls.slice(1).map((received) => (JSON.parse(received.body) as WebhookEventPayload).type);
    expect(types).toEqual(['journey.completed', 'member.joined']);
    expect(JSON.parse(receiver.calls.at(-1)!.body)).toMatchObject({ data: { member: { name: 'Jo Joiner', role: 'viewer' } } });
    expect(receiver.calls.every((received) => verifyStandardWebhook(signingSecret!, received))).toBe(true);
    await remove(webhook.id);
  });

  it('sends a chosen idea and a gate decision, and after rotating the secret signs with the new one only', async () => {
    const { webhook, signingSecret } = await register('webhook', '/ideas', ['idea.selected', 'gate.decided']);
    const idea = { id: 'idea-1', title: 'Dispute chat', description: 'Resolve disputes in the app.', votes: 0, type: 'Product', personaSource: 'c1' };
    const journey = await createJourneyIn(editor, teamId, { ...journeyState(), ideas: [idea] });
    const rotated = await owner.client.request<WebhookSecretAnswer>('POST', `${base()}/${webhook.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.signingSecret).not.toBe(signingSecret);
    const change = await editor.client.request('POST', `/api/journeys/${journey.id}/changes`, {
      batchId: 'select-batch-1',
      baseVersion: journey.version,
      actions: [{ type: 'selectIdea', id: 'idea-1' }],
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    await deliver();
    expect(receiver.calls).toHaveLength(1);
    expect(JSON.parse(receiver.calls[0]!.body)).toMatchObject({ type: 'idea.selected', data: { idea: { id: 'idea-1', title: 'Dispute chat' } } });
    expect(verifyStandardWebhook(rotated.body.signingSecret!, receiver.calls[0]!)).toBe(true);
    expect(verifyStandardWebhook(signingSecret!, receiver.calls[0]!)).toBe(false);

    const decided = await editor.client.request('POST', `/api/journeys/${journey.id}/changes`, {
      batchId: 'decide-batch-1',
      baseVersion: journey.version + 1,
      actions: [{ type: 'recordRwwDecision', ideaId: 'idea-1', at: new Date().toISOString(), stage: 'real', userId: editor.id, kind: 'stop', reason: 'No market.' }],
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    await deliver();
    expect(receiver.calls).toHaveLength(2);
    expect(JSON.parse(receiver.calls[1]!.body)).toMatchObject({ type: 'gate.decided', data: { idea: { id: 'idea-1' }, rww: { outcome: expect.any(String), decision: expect.any(String) } } });
    await remove(webhook.id);
  });

  it('retries a failing receiver with backoff until it answers, then lists the delivery as delivered; resend sends the same message again', async () => {
    const { webhook, signingSecret } = await register('webhook', '/flaky', ['journey.created']);
    receiver.answers.push(500, 503);
    await createJourneyIn(editor, teamId);
    await deliver();
    let [listed] = await deliveries(webhook.id);
    expect(listed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'answered HTTP 500' });
    expect(listed!.nextAttemptAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await deliver();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await deliver();
    [listed] = await deliveries(webhook.id);
    expect(listed).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(receiver.calls).toHaveLength(3);
    expect(new Set(receiver.calls.map((call) => call.headers['webhook-id'])).size).toBe(1);

    const resent = await owner.client.request<{ delivery: WebhookDeliveryView }>('POST', `${base()}/${webhook.id}/deliveries/${listed!.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.body.delivery.status).toBe('pending');
    await deliver();
    expect(receiver.calls).toHaveLength(4);
    expect(receiver.calls[3]!.headers['webhook-id']).toBe(listed!.id);
    expect(verifyStandardWebhook(signingSecret!, receiver.calls[3]!)).toBe(true);
    await remove(webhook.id);
  });

  it('sends a completion saved with the whole journey once, not again when it is saved completed twice', async () => {
    const { webhook } = await register('webhook', '/completed', ['journey.completed']);
    const journey = await createJourneyIn(editor, teamId);
    const save = (version: number) => editor.client.request<{ journey: { version: number } }>('PUT', `/api/journeys/${journey.id}`, { state: journey.state, version, status: 'completed' });
    const first = await save(journey.version);
    expect(first.status).toBe(200);
    expect((await save(first.body.journey.version)).status).toBe(200);
    await deliver();
    expect(receiver.calls.map((call) => (JSON.parse(call.body) as WebhookEventPayload).type)).toEqual(['journey.completed']);
    await remove(webhook.id);
  });

  it('gives up after the retry window and marks the delivery failed', async () => {
    const { webhook } = await register('webhook', '/down', ['journey.created']);
    receiver.answers.push(500, 500, 500, 500, 500, 500);
    await createJourneyIn(editor, teamId);
    const shortDay = { firstRetryMs: 1, longestWaitMs: 1, giveUpAfterMs: 30 };
    for (let round = 0; round < 6; round += 1) {
      await deliver(shortDay);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    const [listed] = await deliveries(webhook.id);
    expect(listed!.status).toBe('failed');
    expect(listed!.attempts).toBeGreaterThanOrEqual(2);
    expect(listed!.nextAttemptAt).toBeNull();
    const attemptsBefore = receiver.calls.length;
    await deliver(shortDay);
    expect(receiver.calls).toHaveLength(attemptsBefore);
    await remove(webhook.id);
  });

  it('posts an Adaptive Card to a Teams channel and Block Kit to a Slack channel, with user text kept plain', async () => {
    const teams = await register('teams', '/teams/webhookb2/secret-path', ['journey.created']);
    const slack = await register('slack', '/slack/services/T000/B000/secret-token', ['journey.created']);
    expect(teams.signingSecret).toBeNull();
    expect(teams.webhook.address).toBe(`${receiver.origin}/…`);
    const listed = await owner.client.request('GET', base());
    expect(JSON.stringify(listed.body)).not.toContain('secret-token');
    expect(JSON.stringify(listed.body)).not.toContain('secret-path');

    await createJourneyIn(editor, teamId, { ...journeyState(), journeyName: 'Cards <b>&</b> [pay](https://evil.example)' });
    await deliver();
    const teamsCall = receiver.calls.find((call) => call.path.startsWith('/teams/'))!;
    const slackCall = receiver.calls.find((call) => call.path.startsWith('/slack/'))!;
    const card = JSON.parse(teamsCall.body);
    expect(card.type).toBe('message');
    expect(card.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.attachments[0].content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    const [title, facts] = card.attachments[0].content.body;
    expect(title).toMatchObject({ type: 'TextBlock', text: 'Innovation Studio: Journey created' });
    expect(facts.type).toBe('FactSet');
    expect(facts.facts.map((fact: { title: string }) => fact.title)).toEqual(['Workspace', 'Journey', 'Chosen idea', 'Real-Win-Worth']);
    expect(facts.facts[1].value).toBe('Cards <b>&</b> \\[pay\\](https://evil.example)');
    expect(card.attachments[0].content.actions[0]).toMatchObject({ type: 'Action.OpenUrl', title: 'Open the journey' });

    const message = JSON.parse(slackCall.body);
    expect(message.blocks.map((block: { type: string }) => block.type)).toEqual(['header', 'section', 'context', 'actions']);
    expect(message.blocks[0].text).toEqual({ type: 'plain_text', text: 'Innovation Studio: Journey created', emoji: false });
    expect(message.blocks[1].fields[1].text).toBe('*Journey*\nCards &lt;b&gt;&amp;&lt;/b&gt; [pay](https://evil.example)');
    expect(message.blocks[3].elements[0]).toMatchObject({ type: 'button', url: expect.stringContaining('/define/team?journeyId=') });
    expect(slackCall.headers['webhook-signature']).toBeUndefined();
    await remove(teams.webhook.id);
    await remove(slack.webhook.id);
  });

  it('sends a test event on request and tells the owner how it went', async () => {
    const { webhook } = await register('webhook', '/ping', ['journey.created']);
    receiver.answers.push(410);
    const answer = await owner.client.request<{ delivery: WebhookDeliveryView }>('POST', `${base()}/${webhook.id}/test`);
    expect(answer.status).toBe(200);
    expect(answer.body.delivery).toMatchObject({ eventType: 'webhook.ping', status: 'pending', attempts: 1, lastStatusCode: 410 });
    expect(JSON.parse(receiver.calls[0]!.body)).toMatchObject({ type: 'webhook.ping', data: { workspace: { id: teamId } } });
    await remove(webhook.id);
  });

  it('records configuration changes on the audit trail, without secrets', async () => {
    const { webhook, signingSecret } = await register('slack', '/slack/services/T1/B1/audit-token', ['member.joined']);
    const patched = await owner.client.request<{ webhook: WebhookEndpointView }>('PATCH', `${base()}/${webhook.id}`, { enabled: false });
    expect(patched.body.webhook.enabled).toBe(false);
    await remove(webhook.id);
    expect(signingSecret).toBeNull();
    const trail = await owner.client.request<{ entries: Array<{ action: string; details: unknown }> }>('GET', `/api/workspaces/${teamId}/audit?action=webhook`);
    expect(trail.status).toBe(200);
    const actions = trail.body.entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['webhook.created', 'webhook.updated', 'webhook.deleted', 'webhook.secret_rotated']));
    expect(JSON.stringify(trail.body)).not.toContain('audit-token');
  });
});
