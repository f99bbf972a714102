import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { JourneyStreamEvents, PresenceEntry, StreamClosedReason } from '../../../../domain/journey-live';
import type { WorkspaceRole } from '../../../../domain/workspace-api';
import { reportPresence } from '../../../api/journey-live';
import { readServerSentEvents } from '../../../api/sse';
import type { JourneySync } from './journey-sync';
import { LiveCatchUp } from './live-catch-up';

export interface JourneyStreamHandlers {
  onRole(role: WorkspaceRole): void;
  onClosed(reason: Exclude<StreamClosedReason, 'restarting'>): void;
  onComments(target: string): void;
  /** The facilitated session changed to this version, or (null) the stream has just (re)connected. */
  onFacilitation(version: number | null): void;
}

const MAX_RECONNECT_DELAY_MS = 10_000;

/** The journey step of an address: '/ideate/evaluate' -> 'ideate/evaluate'. */
export function stepOf(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/').slice(0, 2).join('/');
}

function reconnectDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, MAX_RECONNECT_DELAY_MS) + Math.random() * 250;
}

type Outcome = 'reconnect' | 'stop';

/** A blur followed by a focus elsewhere (tabbing between fields) makes one report, not two. */
const FIELD_REPORT_DELAY_MS = 150;

export interface JourneyStream {
  presence: PresenceEntry[];
  /** The shared text field the user is typing in now (null when none), for the others' screens. */
  reportField(field: string | null): void;
  /** Changes made elsewhere do not arrive by themselves now (see LiveCatchUp). */
  livePaused: boolean;
}

/**
 * Keeps the journey's event stream open while its screens are: applied changes go to the sync,
 * presence to the header, comment news to the threads. It reconnects after a drop (or a server
 * restart) and catches up from the version it has; it stops for good when access has ended.
 * While the stream is down, or the server says its live channel is paused, live updates are
 * paused and the sync catches up by itself.
 */
export function useJourneyStream(sync: JourneySync, journeyId: string | null, handlers: JourneyStreamHandlers): JourneyStream {
  const [presence, setPresence] = useState<PresenceEntry[]>([]);
  const [livePaused, setLivePaused] = useState(false);
  const { pathname } = useLocation();
  const step = stepOf(pathname);
  const stepRef = useRef(step);
  stepRef.current = step;
  const connectionId = useRef<string | null>(null);
  const fieldRef = useRef<string | null>(null);
  const fieldTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!journeyId) return;
    const controller = new AbortController();
    const live = new LiveCatchUp(() => sync.catchUp(), setLivePaused);

    let attempt = 0;
    const handle = (event: string, data: unknown, connectedStep: string): Outcome | null => {
      switch (event as keyof JourneyStreamEvents) {
        case 'hello': {
          const hello = data as JourneyStreamEvents['hello'];
          connectionId.current = hello.connectionId;
          attempt = 0;
          if (live.paused) live.resume();
          else if (hello.version > sync.version) void sync.catchUp();
          handlersRef.current.onRole(hello.role);
          handlersRef.current.onFacilitation(null);
          // The user may have moved on, or into a field, while the stream was connecting.
          if (stepRef.current !== connectedStep || fieldRef.current) {
            void reportPresence(journeyId, hello.connectionId, stepRef.current, fieldRef.current).catch(() => undefined);
          }
          return null;
        }
        case 'change':
          sync.receive(data as JourneyStreamEvents['change']);
          return null;
        case 'presence':
          setPresence((data as JourneyStreamEvents['presence']).entries);
          return null;
        case 'comments':
          handlersRef.current.onComments((data as JourneyStreamEvents['comments']).target);
          return null;
        case 'facilitation':
          handlersRef.current.onFacilitation((data as JourneyStreamEvents['facilitation']).version);
          return null;
        case 'role':
          handlersRef.current.onRole((data as JourneyStreamEvents['role']).role);
          return null;
        case 'live':
          if ((data as JourneyStreamEvents['live']).state === 'paused') live.pause();
          else live.resume();
          return null;
        case 'closed': {
          const { reason } = data as JourneyStreamEvents['closed'];
          if (reason === 'restarting') return 'reconnect';
          handlersRef.current.onClosed(reason);
          return 'stop';
        }
        default:
          return null;
      }
    };

    const listen = async (): Promise<Outcome> => {
      const connectedStep = stepRef.current;
      const response = await fetch(`/api/journeys/${encodeURIComponent(journeyId)}/events?step=${encodeURIComponent(connectedStep)}`, {
        credentials: 'same-origin',
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (response.status === 404 || response.status === 401) {
        handlersRef.current.onClosed(response.status === 404 ? 'access-ended' : 'signed-out');
        return 'stop';
      }
      if (!response.ok || !response.body) return 'reconnect';
      for await (const { event, data } of readServerSentEvents(response.body)) {
        const outcome = handle(event, JSON.parse(data), connectedStep);
        if (outcome) return outcome;
      }
      return 'reconnect';
    };

    void (async () => {
      while (!controller.signal.aborted) {
        const outcome = await listen().catch((): Outcome => 'reconnect');
        connectionId.current = null;
        if (outcome === 'stop' || controller.signal.aborted) return live.stop();
        setPresence([]);
        live.pause();
        await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt)));
        attempt = Math.min(attempt + 1, 5);
      }
    })();
    return () => {
      controller.abort();
      live.stop();
    };
  }, [journeyId, sync]);

  useEffect(() => {
    fieldRef.current = null;
    if (journeyId && connectionId.current) void reportPresence(journeyId, connectionId.current, step).catch(() => undefined);
  }, [journeyId, step]);

  const reportField = useCallback(
    (field: string | null) => {
      fieldRef.current = field;
      clearTimeout(fieldTimer.current);
      fieldTimer.current = setTimeout(() => {
        const id = connectionId.current;
        if (journeyId && id && fieldRef.current === field) void reportPresence(journeyId, id, stepRef.current, field).catch(() => undefined);
      }, FIELD_REPORT_DELAY_MS);
    },
    [journeyId],
  );
  useEffect(() => () => clearTimeout(fieldTimer.current), []);

  return { presence, livePaused, reportField };
}
