import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { SSEStreamingApi } from 'hono/streaming';
import { STREAM_LIMIT_MESSAGES, presenceUpdateSchema, type JourneyStreamEvents } from '../../domain/journey-live';
import { memberDisplayName } from '../../domain/workspace-api';
import { eventStream, eventWriter } from '../http/sse';
import type { JourneyLiveHub, LiveConnection } from '../live/journey-live-hub';
import { errorBody } from '../errors';
import type { StreamLimits, StreamSlots } from '../live/stream-slots';
import type { JourneyEnv } from '../workspaces/workspace-access';
import type { JourneysRepository } from './journeys-repository';

/** Comments keep proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;
const DEFAULT_STEP = 'define/team';
/** A refused stream may be asked for again after this long (a place frees when any of the person's tabs closes). */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface JourneyStreamDependencies {
  hub: JourneyLiveHub;
  journeys: JourneysRepository;
  /** Open streams per person and per process; a stream past either cap is refused with 429. */
  slots: StreamSlots;
  limits: StreamLimits;
  /** Whether the request's session is still signed in (asked again now and then). */
  sessionIsLive(headers: Headers): Promise<boolean>;
}

/**
 * GET /api/journeys/:id/events: one stream per open journey. It says hello with the version the
 * server has, then carries every applied change, presence, comment threads that changed and role
 * changes, until the client leaves, loses access or the process stops.
 */
export function journeyEventStream(c: Context<JourneyEnv>, { hub, journeys, slots, limits, sessionIsLive }: JourneyStreamDependencies): Response {
  const { journeyId, workspaceId, role } = c.get('journeyAccess');
  const user = c.get('user');
  const slot = slots.take(user.id);
  if (!slot.granted) {
    c.header('Retry-After', String(STREAM_RETRY_AFTER_SECONDS));
    const message = slot.refusedBy === 'user' ? STREAM_LIMIT_MESSAGES.user(limits.perUser) : STREAM_LIMIT_MESSAGES.process;
    return c.json(errorBody('TOO_MANY_STREAMS', message), 429);
  }
  const headers = new Headers({ cookie: c.req.header('cookie') ?? '' });
  const step = presenceUpdateSchema.shape.step.safeParse(c.req.query('step')).data ?? DEFAULT_STEP;
  c.header('Cache-Control', 'no-store');

  return eventStream(c, async (stream) => {
    try {
      await relayEvents(stream);
    } finally {
      // However the stream ends (client gone, access lost, process stopping), its place is free again.
      slot.release();
    }
  });

  async function relayEvents(stream: SSEStreamingApi): Promise<void> {
    const writer = eventWriter<JourneyStreamEvents>(stream);
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    stream.onAbort(() => finish());
    const connection: LiveConnection = {
      id: randomUUID(),
      journeyId,
      workspaceId,
      userId: user.id,
      role,
      presence: { connectionId: '', userId: user.id, name: memberDisplayName(user), image: user.image ?? null, step, field: null },
      send: (event, data) => void writer.send(event, data),
      close: (reason) => void writer.send('closed', { reason }).then(finish),
      stillSignedIn: () => sessionIsLive(headers),
    };
    connection.presence.connectionId = connection.id;
    const version = await journeys.versionOf(journeyId);
    if (version === undefined) return connection.close('deleted');
    await writer.send('hello', { connectionId: connection.id, version, role });
    hub.join(connection);
    const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n').catch(finish), KEEP_ALIVE_MS);
    try {
      await finished;
    } finally {
      clearInterval(keepAlive);
      hub.leave(connection);
    }
  }
}
