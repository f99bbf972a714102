import type { HistoryEntry } from './journey-live';

/** A pause in one person's typing longer than this starts a new session. */
export const SESSION_GAP_MS = 3 * 60_000;

/** One version an activity item holds, for the list of its versions. */
export interface ActivityVersion {
  version: number;
  at: string;
}

/** One line of the activity list: a single change, or a person's typing session in one field. */
export interface ActivityItem {
  /** The item's newest version: View and Restore use it, the journey as the item left it. */
  version: number;
  by: string | null;
  kind: HistoryEntry['kind'];
  /** What was done, as the newest of its changes says it ("edited the problem statement"). */
  lines: string[];
  startedAt: string;
  endedAt: string;
  /** Every version the item holds, newest first; more than one for a session. */
  versions: ActivityVersion[];
  /** Typing in the same field(s), several versions read as one. */
  typing: boolean;
}

/** What a change typed into and nothing else, as a key: null for any other change. */
function typingKey(entry: HistoryEntry): string | null {
  if (entry.kind !== 'actions' || !entry.typed?.length) return null;
  return JSON.stringify([entry.by, [...entry.typed].sort()]);
}

/** Created, replaced, restored, finished: the whole journey changed, so no session runs across it. */
const isWholeJourney = (entry: HistoryEntry) => entry.kind !== 'actions';

const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, index) => line === b[index]);

const gapMs = (newer: string, older: string) => Date.parse(newer) - Date.parse(older);

function newItem(entry: HistoryEntry): ActivityItem {
  return {
    version: entry.version,
    by: entry.by,
    kind: entry.kind,
    lines: [...new Set(entry.summary)],
    startedAt: entry.at,
    endedAt: entry.at,
    versions: [{ version: entry.version, at: entry.at }],
    typing: typingKey(entry) !== null,
  };
}

function extend(item: ActivityItem, entry: HistoryEntry): void {
  item.startedAt = entry.at;
  item.versions.push({ version: entry.version, at: entry.at });
}

/**
 * The activity list from the change log (newest first, as the server lists it). A person's typing
 * in one field is one session while their pauses stay under `gap`, even with colleagues' changes in
 * between; any change that is not only typing stands alone, except the same change made again at
 * once by the same person (a score slider dragged), which is said once. Items come newest first,
 * each placed at its newest version.
 */
export function groupActivity(entries: readonly HistoryEntry[], gap = SESSION_GAP_MS): ActivityItem[] {
  const items: ActivityItem[] = [];
  const openSessions = new Map<string, ActivityItem>();
  let previous: { entry: HistoryEntry; item: ActivityItem } | undefined;
  for (const entry of entries) {
    if (isWholeJourney(entry)) openSessions.clear();
    const key = typingKey(entry);
    const session = key === null ? undefined : openSessions.get(key);
    const repeated =
      key === null &&
      !isWholeJourney(entry) &&
      previous !== undefined &&
      !previous.item.typing &&
      previous.entry.by === entry.by &&
      sameLines(previous.entry.summary, entry.summary) &&
      gapMs(previous.item.startedAt, entry.at) < gap;
    let item: ActivityItem;
    if (session && gapMs(session.startedAt, entry.at) < gap) {
      item = session;
      extend(item, entry);
    } else if (repeated) {
      item = previous!.item;
      extend(item, entry);
    } else {
      item = newItem(entry);
      items.push(item);
      if (key !== null) openSessions.set(key, item);
    }
    previous = { entry, item };
  }
  return items;
}

/** Whether an item's first and last change fall in the same minute: then it reads as one time. */
export function isWithinOneMinute(item: Pick<ActivityItem, 'startedAt' | 'endedAt'>): boolean {
  return Math.floor(Date.parse(item.startedAt) / 60_000) === Math.floor(Date.parse(item.endedAt) / 60_000);
}
