/** "1 minute", "12 minutes"; part minutes are rounded to the nearest whole one (at least 1 when any time passed). */
export function formatMinutes(ms: number): string {
  const minutes = ms <= 0 ? 0 : Math.max(1, Math.round(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "1 idea", "3 ideas". */
export const countOf = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
