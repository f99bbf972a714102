import { expect } from 'vitest';
import type { AiSettingsAnswer, UpdateAiSettingsInput } from '../../src/domain/ai-governance-api';
import { defaultAiSettings } from '../../src/domain/ai-governance-api';
import type { AuditEntry } from '../../src/domain/audit-api';
import { toAuditEntry } from '../../src/server/audit/audit-query';
import type { TestApp } from './test-app';
import type { Member } from './workspace-helpers';

/** Settings as an owner sends them: the defaults with the changes given. */
export function aiSettingsInput(changes: Partial<UpdateAiSettingsInput> = {}): UpdateAiSettingsInput {
  const { engine, features, budget, recordPrompts } = defaultAiSettings();
  return { engine, features, budget, recordPrompts, ...changes };
}

export async function saveAiSettings(owner: Member, workspaceId: string, changes: Partial<UpdateAiSettingsInput>): Promise<AiSettingsAnswer> {
  const answer = await owner.client.request<AiSettingsAnswer>('PUT', `/api/workspaces/${workspaceId}/ai-settings`, aiSettingsInput(changes));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The workspace's trail straight from the database, oldest first. */
export async function trailOf(testApp: TestApp, workspaceId: string): Promise<AuditEntry[]> {
  const rows = await testApp.database.db.selectFrom('audit_entries').selectAll().where('workspace_id', '=', workspaceId).orderBy('seq').execute();
  return rows.map(toAuditEntry);
}

export const lastEntry = async (testApp: TestApp, workspaceId: string, action: AuditEntry['action']) =>
  (await trailOf(testApp, workspaceId)).filter((entry) => entry.action === action).at(-1);

export const ideasRequest = {
  personaIds: ['c1'],
  domain: 'retail_banking',
  subdomain: 'cards_payments',
  problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
  ideasPerPersona: 1,
};
