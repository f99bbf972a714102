import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionView } from '../../../../domain/facilitation/facilitation-api';
import type { SessionSummary } from '../../../../domain/facilitation/facilitation-results';

interface EndedSession {
  id: string;
  startedAt: string;
}

/**
 * The summary of the session that ended while this screen was open: the session leaves the
 * facilitation view, and its summary arrives on the journey (in either order).
 */
export function useEndedSessionSummary(session: SessionView | null, summaries: readonly SessionSummary[]) {
  const running = useRef<EndedSession | null>(null);
  const [ended, setEnded] = useState<EndedSession | null>(null);
  const sessionId = session?.id ?? null;
  const startedAt = session?.startedAt ?? '';
  useEffect(() => {
    if (sessionId) {
      running.current = { id: sessionId, startedAt };
      return;
    }
    if (running.current) setEnded(running.current);
    running.current = null;
  }, [sessionId, startedAt]);
  const summary = ended
    ? (summaries.find((candidate) => candidate.id === ended.id) ?? summaries.find((candidate) => candidate.startedAt === ended.startedAt) ?? null)
    : null;
  const dismiss = useCallback(() => setEnded(null), []);
  return { summary, dismiss };
}
