// Three people typing in one field at once (issue 19): `npx tsx bench/live-typists.ts`. Two app
// processes on a fresh PostgreSQL database (BENCH_DATABASE_URL, default the local test server) and
// Redis (BENCH_REDIS_URL), or one SQLite process with BENCH_SQLITE=1. Each typist's sync engine (the
// app's own) types 5 characters a second for BENCH_SECONDS (60) into the problem statement, one at
// its start, one in its middle and one at its end. At the end every character must be in place on
// the server and every engine must hold exactly the server's journey.
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Journey } from '../src/domain/journey-api';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { benchPostgres } from './bench-postgres';
import { Typist, teamWithJourney } from './live-people';
import { startBenchServer } from './start-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = 5;
const ORIGINAL = 'Card disputes take weeks to resolve.';
const MIDDLE = ORIGINAL.indexOf('take');
const database = process.env.BENCH_SQLITE ? undefined : await benchPostgres(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const origin = 'http://studio.bench.test';
const env = { APP_URL: origin, ...(database ? { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:` } : {}) };
const servers = await Promise.all(database ? [startBenchServer(4730, database.url, env), startBenchServer(4731, database.url, env)] : [startBenchServer(4730, undefined, env)]);

/** What a typist types: words of its own, so a lost or misplaced character shows. */
const script = (name: string) => Array.from({ length: SECONDS * RATE }, (_, index) => (index % 6 === 5 ? ' ' : name[index % name.length]!)).join('');

try {
  const { people, journeyId } = await teamWithJourney(servers[0]!.origin, origin, ['Ana', 'Ben', 'Chloe'], { ...createInitialJourneyState(), problemStatement: ORIGINAL });
  const engines = await Promise.all(people.map((person, index) => {
    const server = servers[index % servers.length]!.origin;
    return person.openJourney(server, server, journeyId);
  }));
  const places = [() => 0, () => MIDDLE, (text: string) => text.length];
  const texts = ['abcde', 'pqrst', 'vwxyz'].map(script);
  const typists = engines.map(({ sync }, index) => new Typist(sync, places[index]!));
  const started = performance.now();
  await Promise.all(typists.map(async (typist, index) => {
    for (const character of texts[index]!) {
      typist.type(character);
      await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
    }
  }));
  await Promise.all(engines.map(({ sync }) => sync.settle()));
  for (let round = 0; round < 50 && new Set(engines.map(({ sync }) => sync.version)).size > 1; round += 1) {
    await Promise.all(engines.map(({ sync }) => sync.catchUp()));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsed = (performance.now() - started) / 1000;
  const { journey } = await people[0]!.call<{ journey: Journey }>(servers[0]!.origin, 'GET', `/api/journeys/${journeyId}`);
  const expected = `${texts[0]}${ORIGINAL.slice(0, MIDDLE)}${texts[1]}${ORIGINAL.slice(MIDDLE)}${texts[2]}`;
  const typed = texts.join('').length;
  const kept = [...journey.state.problemStatement].length - ORIGINAL.length;
  const identical = engines.filter(({ sync }) => isDeepStrictEqual(sync.state, journey.state)).length;
  for (const engine of engines) engine.close();
  console.log(`\n3 typists x ${RATE} characters/s x ${SECONDS} s in one field, ${database ? 'PostgreSQL + Redis, two processes' : 'SQLite, one process'}`);
  console.log('| characters typed | characters on the server | in place | engines identical to the server | server versions | wall s |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| ${typed} | ${kept} | ${journey.state.problemStatement === expected} | ${identical}/3 | ${journey.version} | ${elapsed.toFixed(1)} |`);
  if (journey.state.problemStatement !== expected || identical !== 3) process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
}
