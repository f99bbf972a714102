import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiSettingsAnswer, GOVERNANCE_MESSAGES } from '../../../domain/ai-governance-api';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../../../tests/support/fake-openai-server';
import { aiSettingsInput, lastEntry, saveAiSettings } from '../../../../tests/support/governance-helpers';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-databases';
import { type Member, addMember, createTeam, signedUpMembers } from '../../../../tests/support/workspace-helpers';
import { secretBox } from '../../security/secret-box';
import { WORKSPACE_AI_KEY_PURPOSE } from './governance';

const WORKSPACE_KEY = 'sk-workspace-key-4f1c9a-never-shown';
type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(testDatabaseKinds())('a workspace’s AI settings on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let fake: FakeOpenAiServer;
  let owner: Member;
  let editor: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    fake = await startFakeOpenAiServer();
    testApp = await createTestApp(testDatabase, { AI_ALLOWED_ENDPOINTS: `https://*.openai.azure.com,${fake.baseUrl}` });
    [owner, editor] = await signedUpMembers(testApp, ['Olive Owner', 'Eddie Editor']);
    teamId = (await createTeam(owner, 'Model Risk Pilot')).id;
    await addMember(owner, teamId, editor, 'editor');
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
    await testDatabase.drop();
  });

  const path = () => `/api/workspaces/${teamId}/ai-settings`;
  const openAi = (baseUrl = fake.baseUrl) => ({ provider: 'openai-compatible' as const, baseUrl, model: 'gpt-4o-mini' });

  it('shows an owner the defaults: the deployment’s engine, every feature on, no budget, no prompt recording', async () => {
    const answer = await owner.client.request<AiSettingsAnswer>('GET', path());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      settings: {
        engine: { provider: 'deployment' },
        apiKeySet: false,
        features: { ideas: true, scoring: true, 'rww-drafts': true, chat: true },
        budget: { unit: 'calls', perUserMonthly: null, perWorkspaceMonthly: null },
        recordPrompts: false,
        updatedAt: null,
      },
      deploymentEngine: 'Built-in engine (offline)',
      allowedEndpoints: ['https://*.openai.azure.com', fake.baseUrl],
    });
  });

  it('keeps the key sealed: never in an answer, not readable in the database, and its change is on the trail without it', async () => {
    const saved = await owner.client.request<AiSettingsAnswer>('PUT', path(), aiSettingsInput({ engine: openAi(), apiKey: WORKSPACE_KEY }));
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ engine: openAi(), apiKeySet: true });
    const read = await owner.client.request('GET', path());
    for (const text of [JSON.stringify(saved.body), JSON.stringify(read.body)]) expect(text).not.toContain(WORKSPACE_KEY);
    const row = await testApp.database.db.selectFrom('workspace_policies').selectAll().where('workspace_id', '=', teamId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(WORKSPACE_KEY);
    expect(secretBox(testApp.config.authSecret, WORKSPACE_AI_KEY_PURPOSE).open(row.ai_api_key_sealed!)).toBe(WORKSPACE_KEY);
    const entry = await lastEntry(testApp, teamId, 'settings.ai_changed');
    expect(entry?.details).toMatchObject({ changed: ['engine', 'apiKey'], apiKey: 'set', engine: openAi() });
    expect(JSON.stringify(entry)).not.toContain(WORKSPACE_KEY);
  });

  it('keeps the key when only other settings change, and drops it when the endpoint changes without a new key', async () => {
    await saveAiSettings(owner, teamId, { engine: openAi(), apiKey: WORKSPACE_KEY });
    const kept = await saveAiSettings(owner, teamId, { engine: openAi(), recordPrompts: true });
    expect(kept.settings.apiKeySet).toBe(true);
    const moved = await saveAiSettings(owner, teamId, { engine: openAi('https://bank-east.openai.azure.com/openai/v1') });
    expect(moved.settings.apiKeySet).toBe(false);
    expect((await lastEntry(testApp, teamId, 'settings.ai_changed'))?.details).toMatchObject({ apiKey: 'removed' });
    const removed = await saveAiSettings(owner, teamId, { engine: openAi(), apiKey: WORKSPACE_KEY });
    expect(removed.settings.apiKeySet).toBe(true);
    expect((await saveAiSettings(owner, teamId, { engine: openAi(), removeApiKey: true })).settings.apiKeySet).toBe(false);
    expect((await saveAiSettings(owner, teamId, { engine: { provider: 'builtin' } })).settings.apiKeySet).toBe(false);
  });

  it('refuses an endpoint the deployment has not approved, credentials in the address, and Anthropic without a key', async () => {
    for (const baseUrl of ['https://attacker.example/v1', 'http://169.254.169.254/latest', 'https://openai.azure.com.attacker.example/v1']) {
      const refused = await owner.client.request<ErrorAnswer>('PUT', path(), aiSettingsInput({ engine: openAi(baseUrl), apiKey: WORKSPACE_KEY }));
      expect(refused.status, baseUrl).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'ENDPOINT_NOT_ALLOWED', fields: { 'engine.baseUrl': GOVERNANCE_MESSAGES.endpointNotAllowed(['https://*.openai.azure.com', fake.baseUrl]) } });
    }
    const withCredentials = await owner.client.request<ErrorAnswer>('PUT', path(), aiSettingsInput({ engine: openAi('https://user:pw@bank.openai.azure.com/v1') }));
    expect([withCredentials.status, withCredentials.body.error.message]).toEqual([400, GOVERNANCE_MESSAGES.baseUrlCredentials]);
    const anthropic = await owner.client.request<ErrorAnswer>('PUT', path(), aiSettingsInput({ engine: { provider: 'anthropic', model: 'claude-x' } }));
    // The public Anthropic endpoint is not on this deployment's list either; the list is checked first.
    expect(anthropic.body.error.code).toBe('ENDPOINT_NOT_ALLOWED');
    const badBudget = await owner.client.request<ErrorAnswer>('PUT', path(), aiSettingsInput({ budget: { unit: 'calls', perUserMonthly: 0, perWorkspaceMonthly: null } }));
    expect([badBudget.status, badBudget.body.error.message]).toEqual([400, GOVERNANCE_MESSAGES.budgetInvalid]);
  });

  it('is for owners only: an editor gets 403 on every governance route, and changes nothing', async () => {
    for (const [method, route, body] of [
      ['GET', path()],
      ['PUT', path(), aiSettingsInput()],
      ['GET', `/api/workspaces/${teamId}/ai-usage`],
      ['GET', `/api/workspaces/${teamId}/retention`],
      ['PUT', `/api/workspaces/${teamId}/retention`, { retentionDays: 30 }],
      ['GET', `/api/workspaces/${teamId}/audit`],
      ['GET', `/api/workspaces/${teamId}/audit/export?format=csv`],
    ] as const) {
      const answer = await editor.client.request<ErrorAnswer>(method, route, body);
      expect([route, answer.status, answer.body.error.code]).toEqual([route, 403, 'FORBIDDEN']);
    }
  });
});
