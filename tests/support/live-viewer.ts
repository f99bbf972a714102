import type { Journey } from '../../src/domain/journey-api';
import type { JourneyStreamEvents, LiveChannelState } from '../../src/domain/journey-live';
import { readServerSentEvents } from '../../src/client/api/sse';
import { JourneySync, type SyncError, type SyncTransport } from '../../src/client/features/journey/store/journey-sync';
import { LiveCatchUp } from '../../src/client/features/journey/store/live-catch-up';
import type { RemoteClient } from './remote-client';
import { readJourney } from './remote-journeys';

/** The app's sync transport over a listening server: an error answer throws what the app's fetch wrapper throws. */
export function remoteTransport(client: RemoteClient): SyncTransport {
  const call = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const answer = await client.request<T & { error?: { message: string } }>(method, path, json).catch(() => {
      throw { status: 0, message: 'not reached' } satisfies SyncError;
    });
    if (answer.status >= 400) throw { status: answer.status, message: answer.body.error?.message ?? '', body: answer.body } satisfies SyncError;
    return answer.body;
  };
  return {
    create: (state) => call<{ journey: Journey }>('POST', '/api/journeys', { state }).then((body) => body.journey),
    send: (journeyId, batch) => call('POST', `/api/journeys/${journeyId}/changes`, batch),
    changesSince: (journeyId, version) => call('GET', `/api/journeys/${journeyId}/changes?since=${version}`),
  };
}

/**
 * Someone with a journey open on one app process, as the browser keeps it: the app's sync engine
 * and its catch-up while live updates are paused, fed by the journey's event stream the way
 * `use-journey-stream.ts` feeds them (hello, change and live events).
 */
export async function openLiveViewer(client: RemoteClient, journeyId: string) {
  const journey = await readJourney(client, journeyId);
  const sync = new JourneySync({ journeyId, version: journey.version, state: journey.state, texts: journey.texts }, remoteTransport(client), {
    worthCreating: () => true,
    newBatchId: () => `viewer-${Date.now()}`,
  });
  const live = new LiveCatchUp(() => sync.catchUp(), () => undefined);
  /** The live events the stream carried, in order. */
  const liveEvents: LiveChannelState[] = [];
  const controller = new AbortController();
  const response = await fetch(`${client.origin}/api/journeys/${journeyId}/events?step=define/problem`, {
    headers: { ...client.headers, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`The event stream answered ${response.status}`);
  const events = readServerSentEvents(response.body);
  const first = await events.next();
  if (first.done || first.value.event !== 'hello') throw new Error('The event stream did not say hello');

  const pumped = (async () => {
    for await (const { event, data } of events) {
      if (event === 'change') sync.receive(JSON.parse(data) as JourneyStreamEvents['change']);
      if (event === 'live') {
        const { state } = JSON.parse(data) as JourneyStreamEvents['live'];
        liveEvents.push(state);
        if (state === 'paused') live.pause();
        else live.resume();
      }
    }
  })().catch(() => undefined);

  return {
    sync,
    liveEvents,
    async close() {
      live.stop();
      sync.close();
      controller.abort();
      await pumped;
    },
  };
}
