import type { Journey } from '../../src/domain/journey-api';
import type { JourneyChange } from '../../src/domain/journey-live';
import {
  JourneySync,
  type SyncCallbacks,
  type SyncError,
  type SyncTransport,
} from '../../src/client/features/journey/store/journey-sync';
import { eventStreamReader } from './event-stream-reader';
import type { TestClient } from './http-client';

/** The transport as the app's, over a test client: an error answer throws what the app's fetch wrapper throws. */
export function testTransport(client: TestClient, options: { offline?: () => boolean } = {}): SyncTransport {
  const call = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    if (options.offline?.()) throw { status: 0, message: 'offline' } satisfies SyncError;
    const answer = await client.request<T & { error?: { message: string } }>(method, path, json);
    if (answer.status >= 400) throw { status: answer.status, message: answer.body.error?.message ?? '', body: answer.body } satisfies SyncError;
    return answer.body;
  };
  return {
    create: (state) => call<{ journey: Journey }>('POST', '/api/journeys', { state }).then((body) => body.journey),
    send: (journeyId, batch) => call('POST', `/api/journeys/${journeyId}/changes`, batch),
    changesSince: (journeyId, version) => call('GET', `/api/journeys/${journeyId}/changes?since=${version}`),
  };
}

let batchCounter = 0;

/**
 * One person's journey screens without a browser: the app's sync engine, fed by the journey's
 * event stream, over the real API.
 */
export async function openSyncedJourney(client: TestClient, journeyId: string, options: { offline?: () => boolean } = {}) {
  const { journey } = (await client.request<{ journey: Journey }>('GET', `/api/journeys/${journeyId}`)).body;
  const rejected: string[] = [];
  const refusedTexts: Array<{ key: string; typed: string | undefined; removedBy: string | null | undefined }> = [];
  const callbacks: SyncCallbacks = {
    worthCreating: () => true,
    newBatchId: () => `test-batch-${Date.now()}-${(batchCounter += 1)}`,
    onRejected: ({ message, textKey, typed, removed }) => {
      rejected.push(message);
      if (textKey) refusedTexts.push({ key: textKey, typed, removedBy: removed?.by });
    },
  };
  const start = { journeyId, version: journey.version, state: journey.state, texts: journey.texts };
  const sync = new JourneySync(start, testTransport(client, options), callbacks);
  const stream = eventStreamReader((await client.open(`/api/journeys/${journeyId}/events`)).body!);
  await stream.next('hello');
  let pumping = true;
  void (async () => {
    while (pumping) {
      const change = await stream.next<JourneyChange>('change', () => true, 60_000).catch(() => null);
      if (change && !(options.offline?.() ?? false)) sync.receive(change);
    }
  })();
  return {
    sync,
    rejected,
    refusedTexts,
    async close() {
      pumping = false;
      sync.close();
      await stream.cancel();
    },
  };
}

/** Waits until every engine has sent everything and holds the same version. */
export async function untilConverged(syncs: JourneySync[], timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await Promise.all(syncs.map((sync) => sync.settle()));
    const versions = new Set(syncs.map((sync) => sync.version));
    if (versions.size === 1 && syncs.every((sync) => !sync.hasUnsent())) return;
    if (Date.now() > deadline) throw new Error(`Not converged: versions ${[...versions].join(', ')}`);
    await Promise.all(syncs.map((sync) => sync.catchUp()));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
