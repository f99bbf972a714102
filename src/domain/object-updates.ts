/** Small immutable-update helpers shared by the journey reducer's handlers. */

export function updateById<T extends { id: string }>(items: T[], id: string, update: (item: T) => T): T[] {
  return items.map((item) => (item.id === id ? update(item) : item));
}

/** A partial change without its undefined keys, so spreading it never erases a value. */
export function withoutUndefined<T extends object>(partial: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined)) as Partial<T>;
}
