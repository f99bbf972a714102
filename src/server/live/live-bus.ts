import type { JourneyChange, LiveChannelState, PresenceEntry } from '../../domain/journey-live';

/** What app processes tell each other about open journeys (docs/decisions.md: live co-editing). */
export type LiveMessage =
  | { type: 'change'; journeyId: string; change: JourneyChange }
  | { type: 'presence'; journeyId: string; processId: string; entry: PresenceEntry }
  | { type: 'presence-left'; journeyId: string; processId: string; connectionId: string }
  /** A process with a new viewer of the journey asks the others who else is there. */
  | { type: 'presence-query'; journeyId: string; processId: string }
  | { type: 'comments'; journeyId: string; target: string }
  /** The journey's facilitated session changed: its screens ask for their own view of it. */
  | { type: 'facilitation'; journeyId: string; version: number }
  /** Who may see the journey may have changed (moved, deleted): its streams check again. */
  | { type: 'journey-access'; journeyId: string; deleted: boolean }
  /** A member's role changed or they left or were removed; userId null for the whole workspace. */
  | { type: 'membership'; workspaceId: string; userId: string | null }
  /** A process's live channel works again after a pause: what it published meanwhile may be lost. */
  | { type: 'channel-resumed'; processId: string }
  /** Sessions of this user ended or their account changed (null: of anyone): forget them. */
  | { type: 'sessions-changed'; userId: string | null };

export type LiveHandler = (message: LiveMessage) => void;

/** Topics: 'journey:<id>', 'workspace:<id>', 'processes' and 'sessions'. */
export interface LiveBus {
  /** Fire and forget: it never waits for Redis, and what cannot go reaches this process's subscribers only. */
  publish(topic: string, message: LiveMessage): void;
  /**
   * The same, for a caller that answers only once the message has gone: resolves true when Redis
   * has taken it, false when it could not go (within the bus's deadline). Never rejects.
   */
  publishConfirmed(topic: string, message: LiveMessage): Promise<boolean>;
  subscribe(topic: string, handler: LiveHandler): () => void;
  /** Whether messages go round every process now; in one process they always do. */
  channel(): LiveChannelState;
  onChannelChange(listener: (state: LiveChannelState) => void): () => void;
  close(): Promise<void>;
}

/** Handlers by topic, shared by both buses for delivery inside this process. */
export function localSubscribers() {
  const handlers = new Map<string, Set<LiveHandler>>();
  return {
    subscribe(topic: string, handler: LiveHandler): () => void {
      const set = handlers.get(topic) ?? new Set<LiveHandler>();
      set.add(handler);
      handlers.set(topic, set);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    deliver(topic: string, message: LiveMessage): void {
      for (const handler of [...(handlers.get(topic) ?? [])]) handler(message);
    },
  };
}

/** One process (the SQLite default): messages go round in memory. */
export function memoryLiveBus(): LiveBus {
  const local = localSubscribers();
  return {
    publish(topic, message) {
      // Delivered after the publisher's own work, as they would be from Redis.
      queueMicrotask(() => local.deliver(topic, message));
    },
    async publishConfirmed(topic, message) {
      local.deliver(topic, message);
      return true;
    },
    subscribe: local.subscribe,
    channel: () => 'live',
    onChannelChange: () => () => undefined,
    close: async () => undefined,
  };
}
