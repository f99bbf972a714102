import { type ActivityItem, isWithinOneMinute } from '../../../../domain/activity-sessions';

// In the person's own locale and time zone (undefined: the browser's).
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const DATE_AND_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const TIME_WITH_SECONDS = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

const isToday = (date: Date, now: Date) => date.toDateString() === now.toDateString();

/** When an item happened: "14:02", or "14:02 – 14:05" for a session; with the date when not today. */
export function activityItemTime(item: Pick<ActivityItem, 'startedAt' | 'endedAt'>, now = new Date()): string {
  const start = new Date(item.startedAt);
  const end = new Date(item.endedAt);
  const format = isToday(start, now) && isToday(end, now) ? TIME : DATE_AND_TIME;
  return isWithinOneMinute(item) ? format.format(end) : format.formatRange(start, end);
}

/** One version of a session, to the second: several fall in the same minute. */
export const versionTime = (at: string) => TIME_WITH_SECONDS.format(new Date(at));
