// Edit on one screen to the change on another, two app processes on PostgreSQL + Redis (issue 12):
// `npx tsx bench/live-latency.ts`. BENCH_DATABASE_URL (default the local test server) gets a fresh
// database; BENCH_REDIS_URL defaults to the local Redis. Each sample: one person's sync engine on
// process A types one character into the problem statement (a shared text); the time until a
// colleague's engine, fed by process B's event stream, holds it.
import { randomBytes } from 'node:crypto';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { benchPostgres } from './bench-postgres';
import { Typist, percentile, teamWithJourney } from './live-people';
import { startBenchServer } from './start-server';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const database = await benchPostgres(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const env = { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:` };
const origin = 'http://studio.bench.test';
const [a, b] = await Promise.all([
  startBenchServer(4710, database.url, { ...env, APP_URL: origin }),
  startBenchServer(4711, database.url, { ...env, APP_URL: origin }),
]);
try {
  const { people, journeyId } = await teamWithJourney(a.origin, origin, ['Ana Silva', 'Ben Okafor'], createInitialJourneyState());
  const [ana, ben] = people as [(typeof people)[0], (typeof people)[0]];
  let waiting: { text: string; resolve: () => void } | null = null;
  const writer = await ana.openJourney(a.origin, a.origin, journeyId);
  const reader = await ben.openJourney(b.origin, b.origin, journeyId, {
    onChange: () => {
      if (waiting && reader.sync.state.problemStatement === waiting.text) waiting.resolve();
    },
  });
  const latencies: number[] = [];
  const typist = new Typist(writer.sync, (text) => text.length);
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const character = 'typing keeps going '[sample % 19]!;
    const text = writer.sync.state.problemStatement + character;
    const arrived = new Promise<void>((resolve) => (waiting = { text, resolve }));
    const start = performance.now();
    typist.type(character);
    await arrived;
    latencies.push(performance.now() - start);
    // A person types a few characters a second, not back to back.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  writer.close();
  reader.close();
  latencies.sort((x, y) => x - y);
  const fmt = (value: number) => value.toFixed(1);
  console.log(`\nEdit to the other screen, process A -> PostgreSQL -> Redis -> process B, ${SAMPLES} edits`);
  console.log('| p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|');
  console.log(`| ${fmt(percentile(latencies, 50))} | ${fmt(percentile(latencies, 95))} | ${fmt(percentile(latencies, 99))} | ${fmt(latencies.at(-1)!)} |`);
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await database.drop();
}
