/** The server records activity to the nearest five minutes, so anything newer is "now". */
const ACTIVE_NOW_MS = 5 * 60_000;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatLastSeen(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return 'Unknown';
  return now - time < ACTIVE_NOW_MS ? 'Active now' : dateTime.format(time);
}

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 'Unknown' : dateTime.format(time);
}
