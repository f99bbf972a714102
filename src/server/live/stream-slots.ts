/**
 * How many journey event streams may be open at once, per person and per process (issue 22,
 * item 12). Each open stream holds a socket, a subscription and a keep-alive timer; without a cap
 * one account could open streams until the process runs out of them. Counted in this process: the
 * per-person cap is per process too, which still bounds what one person can hold on any one of them.
 */
export interface StreamLimits {
  /** Open streams one person may hold in this process (several tabs, several journeys). */
  perUser: number;
  /** Open streams this process takes in all. */
  perProcess: number;
}

export type StreamSlot = { granted: true; release(): void } | { granted: false; refusedBy: 'user' | 'process' };

export function streamSlots(limits: StreamLimits) {
  const openByUser = new Map<string, number>();
  let open = 0;

  return {
    /** A slot for one stream, or why there is none; release() frees it (again is harmless). */
    take(userId: string): StreamSlot {
      const mine = openByUser.get(userId) ?? 0;
      if (mine >= limits.perUser) return { granted: false, refusedBy: 'user' };
      if (open >= limits.perProcess) return { granted: false, refusedBy: 'process' };
      openByUser.set(userId, mine + 1);
      open += 1;
      let released = false;
      return {
        granted: true,
        release() {
          if (released) return;
          released = true;
          open -= 1;
          const left = (openByUser.get(userId) ?? 1) - 1;
          if (left > 0) openByUser.set(userId, left);
          else openByUser.delete(userId);
        },
      };
    },
    openStreams: () => open,
  };
}

export type StreamSlots = ReturnType<typeof streamSlots>;
