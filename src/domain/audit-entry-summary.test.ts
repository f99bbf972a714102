import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit-api';
import { summarizeAuditEntry } from './audit-entry-summary';

const entry = (action: AuditEntry['action'], details: Record<string, unknown>): AuditEntry => ({
  workspaceId: 'ws',
  seq: 1,
  occurredAt: '2026-11-25T10:00:00.000Z',
  actorId: 'u1',
  actor: 'ana@bank.example',
  action,
  targetType: null,
  targetId: null,
  details,
  prevHash: '0',
  hash: '1',
});

describe('one line about an audit entry', () => {
  it('says what an AI call used and how it ended', () => {
    const line = summarizeAuditEntry(
      entry('ai.call', { feature: 'scoring', engineLabel: 'OpenAI-compatible · gpt-4o-mini', inputChars: 1200, outputChars: 340, inputTokens: 310, outputTokens: 90, tokensEstimated: true, durationMs: 850, outcome: 'failed', errorCode: 'AI_TIMEOUT' }),
    );
    expect(line).toBe('Scoring help by OpenAI-compatible · gpt-4o-mini · 1,200 characters in, 340 out · 400 tokens (estimated) · 850 ms · failed (AI_TIMEOUT)');
  });

  it('names the people and values of member and settings changes, and says nothing for an unknown shape', () => {
    expect(summarizeAuditEntry(entry('member.role_changed', { email: 'ben@bank.example', from: 'editor', to: 'viewer' }))).toBe('ben@bank.example: editor → viewer');
    expect(summarizeAuditEntry(entry('settings.retention_changed', { retentionDays: null }))).toBe('Kept until deleted by hand');
    expect(summarizeAuditEntry(entry('retention.deleted', { journeys: [{ id: 'a' }, { id: 'b' }], retentionDays: 90 }))).toBe('2 journeys, 0 chats after 90 days');
    expect(summarizeAuditEntry(entry('auth.password_changed', {}))).toBe('');
  });
});
