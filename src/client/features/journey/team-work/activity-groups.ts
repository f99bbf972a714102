import type { HistoryEntry } from '../../../../domain/journey-live';

/** Several changes in a row by one person, close in time, read as one line of the activity list. */
export interface ActivityGroup {
  /** The newest version of the run: "view" shows the journey as the run left it. */
  version: number;
  by: string | null;
  at: string;
  lines: string[];
  /** Whole-journey entries (created, restored, finished) stand alone. */
  kind: HistoryEntry['kind'];
}

const RUN_GAP_MS = 5 * 60_000;

/** Newest first, as the server lists them; a line repeated within a run is said once. */
export function groupActivity(entries: readonly HistoryEntry[]): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    const close = last && last.by === entry.by && Date.parse(last.at) - Date.parse(entry.at) <= RUN_GAP_MS;
    const together = close && entry.kind === 'actions' && last.kind === 'actions';
    if (together) {
      for (const line of entry.summary) if (!last.lines.includes(line)) last.lines.push(line);
    } else {
      groups.push({ version: entry.version, by: entry.by, at: entry.at, lines: [...new Set(entry.summary)], kind: entry.kind });
    }
  }
  return groups;
}
