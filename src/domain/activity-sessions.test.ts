import { describe, expect, it } from 'vitest';
import { groupActivity, isWithinOneMinute } from './activity-sessions';
import type { HistoryEntry } from './journey-live';

const at = (time: string) => `2026-11-25T${time}Z`;

const typed = (version: number, by: string | null, time: string, field = 'problemStatement', line = 'edited the problem statement'): HistoryEntry => ({
  version,
  by,
  at: at(time),
  kind: 'actions',
  summary: [line],
  typed: [field],
});

const change = (version: number, by: string | null, time: string, line: string, kind: HistoryEntry['kind'] = 'actions'): HistoryEntry => ({
  version,
  by,
  at: at(time),
  kind,
  summary: [line],
});

/** Each item as [newest version, who, what, versions it holds]. */
const read = (entries: HistoryEntry[]) => groupActivity(entries).map((item) => [item.version, item.by, item.lines.join('; '), item.versions.map((v) => v.version)]);

describe('the activity list’s typing sessions', () => {
  it('reads a person’s keystroke batches in one field as one session, from its first to its last change', () => {
    const [session] = groupActivity([typed(5, 'Ben', '14:05:10'), typed(4, 'Ben', '14:04:00'), typed(3, 'Ben', '14:02:30'), typed(2, 'Ben', '14:02:05')]);
    expect(session).toMatchObject({ version: 5, by: 'Ben', lines: ['edited the problem statement'], startedAt: at('14:02:05'), endedAt: at('14:05:10'), typing: true });
    expect(session!.versions.map((v) => v.version)).toEqual([5, 4, 3, 2]);
    expect(isWithinOneMinute(session!)).toBe(false);
  });

  it('keeps two people typing in the same field at the same time as one session each', () => {
    expect(
      read([typed(6, 'Ana', '14:03:20'), typed(5, 'Ben', '14:03:10'), typed(4, 'Ana', '14:03:00'), typed(3, 'Ben', '14:02:50'), typed(2, 'Ana', '14:02:40')]),
    ).toEqual([
      [6, 'Ana', 'edited the problem statement', [6, 4, 2]],
      [5, 'Ben', 'edited the problem statement', [5, 3]],
    ]);
  });

  it('keeps one person’s typing in different fields apart', () => {
    expect(
      read([
        typed(4, 'Ana', '14:03:00', 'journeyName', 'edited the journey name'),
        typed(3, 'Ana', '14:02:50'),
        typed(2, 'Ana', '14:02:40', 'journeyName', 'edited the journey name'),
      ]),
    ).toEqual([
      [4, 'Ana', 'edited the journey name', [4, 2]],
      [3, 'Ana', 'edited the problem statement', [3]],
    ]);
  });

  it('starts a new session after a pause of three minutes or more', () => {
    expect(read([typed(4, 'Ana', '14:09:00'), typed(3, 'Ana', '14:07:00'), typed(2, 'Ana', '14:04:00')])).toEqual([
      [4, 'Ana', 'edited the problem statement', [4, 3]],
      [2, 'Ana', 'edited the problem statement', [2]],
    ]);
  });

  it('measures the pause from the session’s earliest change, not its newest', () => {
    // 14:00 to 14:08 in steps of two minutes: one session though it spans eight.
    expect(read([typed(5, 'Ana', '14:08:00'), typed(4, 'Ana', '14:06:00'), typed(3, 'Ana', '14:04:00'), typed(2, 'Ana', '14:02:00')])).toEqual([
      [5, 'Ana', 'edited the problem statement', [5, 4, 3, 2]],
    ]);
  });

  it('keeps structured changes on lines of their own, between and beside typing', () => {
    expect(
      read([
        typed(6, 'Ana', '14:03:00'),
        change(5, 'Ana', '14:02:50', 'chose the banking domain 1. Retail Banking'),
        change(4, 'Ana', '14:02:45', 'starred “Card freeze”'),
        typed(3, 'Ana', '14:02:40'),
      ]),
    ).toEqual([
      [6, 'Ana', 'edited the problem statement', [6, 3]],
      [5, 'Ana', 'chose the banking domain 1. Retail Banking', [5]],
      [4, 'Ana', 'starred “Card freeze”', [4]],
    ]);
  });

  it('says the same change made again at once by the same person once (a slider dragged), and not someone else’s', () => {
    expect(
      read([
        change(5, 'Ben', '14:02:03', 'scored “Card freeze”'),
        change(4, 'Ana', '14:02:02', 'scored “Card freeze”'),
        change(3, 'Ana', '14:02:01', 'scored “Card freeze”'),
        change(2, 'Ana', '14:02:00', 'scored “Card freeze”'),
      ]),
    ).toEqual([
      [5, 'Ben', 'scored “Card freeze”', [5]],
      [4, 'Ana', 'scored “Card freeze”', [4, 3, 2]],
    ]);
  });

  it('never runs a session across a restore or any other whole-journey change', () => {
    expect(
      read([
        typed(5, 'Ana', '14:03:00'),
        change(4, 'Ben', '14:02:50', 'restored the journey as it was at version 1', 'restore'),
        typed(3, 'Ana', '14:02:40'),
        change(2, 'Ana', '14:02:30', 'scored “Card freeze”'),
        change(1, 'Ana', '14:00:00', 'created the journey', 'create'),
      ]),
    ).toEqual([
      [5, 'Ana', 'edited the problem statement', [5]],
      [4, 'Ben', 'restored the journey as it was at version 1', [4]],
      [3, 'Ana', 'edited the problem statement', [3]],
      [2, 'Ana', 'scored “Card freeze”', [2]],
      [1, 'Ana', 'created the journey', [1]],
    ]);
  });

  it('says a session in its newest words, and keeps former members’ typing apart from named people’s', () => {
    const items = groupActivity([
      typed(4, null, '14:02:30', 'idea/a/title', 'edited the title of “Card freeze”'),
      typed(3, 'Ana', '14:02:20', 'idea/a/title', 'edited the title of “Card fre”'),
      typed(2, 'Ana', '14:02:10', 'idea/a/title', 'edited the title of “Card”'),
    ]);
    expect(items.map((item) => [item.by, item.lines])).toEqual([
      [null, ['edited the title of “Card freeze”']],
      ['Ana', ['edited the title of “Card fre”']],
    ]);
  });

  it('reads a session within one minute as one time', () => {
    const [session] = groupActivity([typed(3, 'Ana', '14:02:59'), typed(2, 'Ana', '14:02:01')]);
    expect(isWithinOneMinute(session!)).toBe(true);
  });
});
