// What a frozen Redis costs (issue 19, item 6): `npx tsx bench/redis-frozen.ts`. One app process on
// SQLite with a redis-server of the bench's own, which it stops with SIGSTOP. Times a save
// (POST /changes), GET /api/health and a sign-in while Redis answers, while it is frozen, and after
// SIGCONT; and, in this process, how long `publish` on the live bus takes to return on a frozen
// Redis, and how soon a bus reports its channel paused (one publishing 1,000 messages at once, one
// publishing nothing) and live again after SIGCONT. Needs redis-server on the PATH.
import { randomUUID } from 'node:crypto';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { createLogger } from '../src/server/logger';
import { redisLiveBus } from '../src/server/live/redis-live-bus';
import { freePort } from '../tests/support/server-process';
import { killPrivateRedis, startPrivateRedis } from '../tests/support/test-redis';
import { percentile } from './live-people';
import { startBenchServer } from './start-server';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const PASSWORD = 'orchard-lantern-77';
const redisPort = await freePort();
const redis = await startPrivateRedis(redisPort);
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const server = await startBenchServer(await freePort(), undefined, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${randomUUID()}:` });
const headers = { Origin: server.origin, 'Content-Type': 'application/json' };

async function call(method: string, path: string, body?: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(`${server.origin}${path}`, { method, headers: { ...headers, Cookie: cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

const email = `bench-${randomUUID()}@bank.example`;
const signedUp = await call('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Bench' });
const cookie = signedUp.headers.getSetCookie()[0]!.split(';')[0]!;
const journeyId = ((await (await call('POST', '/api/journeys', { state: createInitialJourneyState() }, cookie)).json()) as { journey: { id: string } }).journey.id;
let edits = 0;

const requests = {
  save: () => call('POST', `/api/journeys/${journeyId}/changes`, { batchId: `bench-${(edits += 1)}-${randomUUID().slice(0, 8)}`, baseVersion: 0, actions: [{ type: 'setProblemStatement', problemStatement: `Edit ${edits}` }] }, cookie),
  health: () => call('GET', '/api/health'),
  'sign-in': () => call('POST', '/api/auth/sign-in/email', { email, password: PASSWORD }),
};

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((x, y) => x - y);
}

const rows: string[] = [];
const fmt = (value: number) => value.toFixed(1);
async function measure(phase: string) {
  for (const [name, run] of Object.entries(requests)) {
    const times = await timed(run);
    rows.push(`| ${phase} | ${name} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 95))} | ${fmt(times.at(-1)!)} |`);
  }
}

const bus = await redisLiveBus(redisUrl, `bench-bus-${randomUUID()}:`, createLogger('silent'));
const quietBus = await redisLiveBus(redisUrl, `bench-bus-${randomUUID()}:`, createLogger('silent'));
const channelBecomes = (watched: typeof bus, state: 'live' | 'paused', since: number) =>
  new Promise<number>((resolve) => watched.onChannelChange((now) => now === state && resolve(performance.now() - since)));
try {
  while (bus.channel() !== 'live' || quietBus.channel() !== 'live') await new Promise((resolve) => setTimeout(resolve, 50));
  await measure('Redis answers');
  redis.kill('SIGSTOP');
  const frozenAt = performance.now();
  const pausedAfter = channelBecomes(bus, 'paused', frozenAt);
  const quietPausedAfter = channelBecomes(quietBus, 'paused', frozenAt);
  const publishTimes: number[] = [];
  for (let message = 0; message < 1_000; message += 1) {
    const start = performance.now();
    bus.publish('journey:bench', { type: 'comments', journeyId: 'bench', target: `page:${message}` });
    publishTimes.push(performance.now() - start);
  }
  await measure('Redis frozen (SIGSTOP)');
  const [paused, quietPaused] = await Promise.all([pausedAfter, quietPausedAfter]);
  const thawedAt = performance.now();
  const liveAgainAfter = Promise.all([channelBecomes(bus, 'live', thawedAt), channelBecomes(quietBus, 'live', thawedAt)]);
  redis.kill('SIGCONT');
  const liveAgain = await liveAgainAfter;
  await measure('after SIGCONT');
  publishTimes.sort((x, y) => x - y);

  console.log(`\nOne app process on SQLite, its own Redis; ${SAMPLES} requests of each kind per phase, one at a time`);
  console.log('| phase | request | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\nLive bus, 1,000 publishes on a frozen Redis: p50 ${publishTimes[499]!.toFixed(3)} ms, max ${publishTimes.at(-1)!.toFixed(3)} ms to return`);
  console.log(`Channel paused ${fmt(paused)} ms after SIGSTOP with those publishes (the bound), ${fmt(quietPaused)} ms without (the probe)`);
  console.log(`Channel live again ${fmt(liveAgain[0])} and ${fmt(liveAgain[1])} ms after SIGCONT`);
} finally {
  redis.kill('SIGCONT');
  await Promise.all([bus.close(), quietBus.close()]);
  await server.stop();
  await killPrivateRedis(redis);
}
