import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../../domain/journey-live';
import { groupActivity } from './activity-groups';

const entry = (version: number, by: string | null, at: string, summary: string[], kind: HistoryEntry['kind'] = 'actions'): HistoryEntry => ({
  version,
  by,
  at,
  kind,
  summary,
});

describe('the activity list', () => {
  it('reads a person’s run of changes as one line group, each line once, and keeps others apart', () => {
    const groups = groupActivity([
      entry(6, 'Ben', '2026-11-25T10:04:00Z', ['edited the problem statement']),
      entry(5, 'Ben', '2026-11-25T10:03:00Z', ['edited the problem statement', 'chose the banking domain 1. Retail Banking']),
      entry(4, 'Ana', '2026-11-25T10:02:00Z', ['added the idea “Card freeze”']),
      entry(3, 'Ana', '2026-11-25T09:00:00Z', ['scored “Card freeze”']),
      entry(2, 'Ana', '2026-11-25T08:59:00Z', ['restored the journey as it was at version 1'], 'restore'),
      entry(1, 'Ana', '2026-11-25T08:58:00Z', ['scored “Card freeze”']),
    ]);
    expect(groups.map((group) => [group.version, group.by, group.lines])).toEqual([
      [6, 'Ben', ['edited the problem statement', 'chose the banking domain 1. Retail Banking']],
      [4, 'Ana', ['added the idea “Card freeze”']],
      [3, 'Ana', ['scored “Card freeze”']],
      [2, 'Ana', ['restored the journey as it was at version 1']],
      [1, 'Ana', ['scored “Card freeze”']],
    ]);
  });
});
