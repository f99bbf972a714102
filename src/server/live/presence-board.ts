import type { PresenceEntry } from '../../domain/journey-live';
import type { LiveMessage } from './live-bus';

type PresenceMessage = Extract<LiveMessage, { type: 'presence' | 'presence-left' }>;

/**
 * Who has a journey open on other processes, as they announce it. An entry not announced again
 * within `staleAfterMs` is dropped: its process may have died without saying goodbye.
 */
export function presenceBoard({ processId, staleAfterMs, now = Date.now }: { processId: string; staleAfterMs: number; now?: () => number }) {
  const remote = new Map<string, Map<string, { entry: PresenceEntry; seenAt: number }>>();

  return {
    /** True when the message changed who is there or where. */
    receive(message: PresenceMessage): boolean {
      if (message.processId === processId) return false;
      const board = remote.get(message.journeyId) ?? new Map<string, { entry: PresenceEntry; seenAt: number }>();
      remote.set(message.journeyId, board);
      if (message.type === 'presence-left') return board.delete(message.connectionId);
      const before = board.get(message.entry.connectionId)?.entry;
      board.set(message.entry.connectionId, { entry: message.entry, seenAt: now() });
      return before?.step !== message.entry.step || before.field !== message.entry.field || before.name !== message.entry.name;
    },

    /** Everyone with the journey open, this process's first, each connection once. */
    entries(journeyId: string, local: readonly PresenceEntry[]): PresenceEntry[] {
      const seen = new Set(local.map((entry) => entry.connectionId));
      const others = [...(remote.get(journeyId)?.values() ?? [])].map(({ entry }) => entry).filter((entry) => !seen.has(entry.connectionId));
      return [...local, ...others];
    },

    /** Forgets entries gone quiet; returns the journeys whose presence changed. */
    dropStale(): string[] {
      const changed: string[] = [];
      const cutoff = now() - staleAfterMs;
      for (const [journeyId, board] of remote) {
        for (const [connectionId, { seenAt }] of board) {
          if (seenAt < cutoff && board.delete(connectionId) && !changed.includes(journeyId)) changed.push(journeyId);
        }
        if (board.size === 0) remote.delete(journeyId);
      }
      return changed;
    },
  };
}
