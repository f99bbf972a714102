import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/audit-api';
import { csvLine } from './audit-export-format';

const entry = (changes: Partial<AuditEntry>): AuditEntry => ({
  workspaceId: 'ws',
  seq: 1,
  occurredAt: '2026-11-24T10:00:00.000Z',
  actorId: 'u1',
  actor: 'ana@bank.example',
  action: 'journey.exported',
  targetType: 'journey',
  targetId: 'j1',
  details: {},
  prevHash: 'a',
  hash: 'b',
  ...changes,
});

describe('the audit trail as CSV', () => {
  it('keeps a cell that a spreadsheet would run as a formula as text', () => {
    for (const hostile of ['=cmd|"/c calc"!A1', '+1+1', '-2', '@SUM(A1)', '\tTab']) {
      const cells = csvLine(entry({ actor: hostile, targetId: hostile }));
      expect(cells.startsWith('1,2026-11-24T10:00:00.000Z,')).toBe(true);
      expect(cells).not.toMatch(/,[=+\-@\t]/);
    }
    expect(csvLine(entry({ actor: '=1+1' }))).toContain(",'=1+1,");
  });

  it('quotes commas, quotes and line breaks so every entry stays one row', () => {
    const line = csvLine(entry({ targetId: 'a,b "c"\nd' }));
    expect(line).toContain('"a,b ""c""\nd"');
    expect(line.endsWith('\r\n')).toBe(true);
  });
});
