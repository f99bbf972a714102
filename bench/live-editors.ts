// 20 people editing one journey at once (issue 12): `npx tsx bench/live-editors.ts` (SQLite, one
// process), or with BENCH_DATABASE_URL=postgres://... (a fresh database) and BENCH_REDIS_URL for two
// processes, half the editors on each. Each editor's sync engine (the app's own) makes 5 changes a
// second for 30 s: renaming its own idea, scoring ideas and voting. At the end every engine must hold
// the same journey as the server, and the server every editor's last word: no change lost.
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { createInitialJourneyState, type Idea } from '../src/domain/journey-state';
import type { SharedJourneyAction } from '../src/domain/journey-actions';
import { benchPostgres } from './bench-postgres';
import { teamWithJourney } from './live-people';
import { startBenchServer } from './start-server';

const EDITORS = Number(process.env.BENCH_EDITORS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RATE = 5;
const adminUrl = process.env.BENCH_DATABASE_URL;
const database = adminUrl ? await benchPostgres(adminUrl) : undefined;
const origin = 'http://studio.bench.test';
const env = { APP_URL: origin, ...(database ? { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:` } : {}) };
const servers = await Promise.all(database ? [startBenchServer(4720, database.url, env), startBenchServer(4721, database.url, env)] : [startBenchServer(4720, undefined, env)]);

const ideas: Idea[] = Array.from({ length: EDITORS }, (_, index) => ({ id: `idea-${index}`, title: `Idea ${index}`, description: '', votes: 0, type: 'Product', personaSource: 'Bench' }));

try {
  const names = Array.from({ length: EDITORS }, (_, index) => `Editor ${index}`);
  const { people, journeyId } = await teamWithJourney(servers[0]!.origin, origin, names, { ...createInitialJourneyState(), ideas });
  let rejected = 0;
  const engines = await Promise.all(
    people.map((person, index) => {
      const server = servers[index % servers.length]!.origin;
      return person.openJourney(server, server, journeyId, { onRejected: () => (rejected += 1) });
    }),
  );
  const last = people.map(() => ({ title: '', scores: new Map<string, [number, number]>() }));
  let dispatched = 0;
  const editorLoop = async (index: number) => {
    const { sync } = engines[index]!;
    const me = people[index]!.id;
    for (let tick = 0; tick < SECONDS * RATE; tick += 1) {
      const target = `idea-${(index + tick) % EDITORS}`;
      let action: SharedJourneyAction;
      if (tick % 3 === 0) {
        last[index]!.title = `Idea ${index}, edit ${tick}`;
        action = { type: 'updateIdea', id: `idea-${index}`, changes: { title: last[index]!.title } };
      } else {
        const scores: [number, number] = [tick % 11, (tick * 7) % 11];
        last[index]!.scores.set(target, scores);
        action = { type: 'setIdeaScores', id: target, scorerId: me, appealScore: scores[0], fitScore: scores[1] };
      }
      sync.dispatch(action);
      dispatched += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
    }
  };
  const started = performance.now();
  await Promise.all(people.map((_, index) => editorLoop(index)));
  const settled = await Promise.all(engines.map(({ sync }) => sync.settle()));
  for (let round = 0; round < 50 && new Set(engines.map(({ sync }) => sync.version)).size > 1; round += 1) {
    await Promise.all(engines.map(({ sync }) => sync.catchUp()));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsed = (performance.now() - started) / 1000;
  const { journey } = await people[0]!.call<{ journey: { version: number; state: unknown } }>(servers[0]!.origin, 'GET', `/api/journeys/${journeyId}`);
  const identical = engines.filter(({ sync }) => isDeepStrictEqual(sync.state, journey.state)).length;
  if (identical !== EDITORS) {
    const differing = engines.find(({ sync }) => !isDeepStrictEqual(sync.state, journey.state))!.sync;
    console.log('first difference at version', differing.version, 'server', journey.version);
    for (const key of Object.keys(journey.state as object)) {
      const ours = (differing.state as unknown as Record<string, unknown>)[key];
      if (!isDeepStrictEqual(ours, (journey.state as Record<string, unknown>)[key])) console.log('differs:', key, JSON.stringify(ours).slice(0, 300), JSON.stringify((journey.state as Record<string, unknown>)[key]).slice(0, 300));
    }
  }
  const state = journey.state as { ideas: Idea[] };
  let lost = 0;
  for (const [index, person] of people.entries()) {
    if (state.ideas.find((idea) => idea.id === `idea-${index}`)?.title !== last[index]!.title) lost += 1;
    for (const [ideaId, [appeal, fit]] of last[index]!.scores) {
      const own = state.ideas.find((idea) => idea.id === ideaId)?.memberScores?.[person.id];
      if (own?.appeal !== appeal || own.fit !== fit) lost += 1;
    }
  }
  for (const engine of engines) engine.close();
  console.log(`\n${EDITORS} editors x ${RATE} changes/s x ${SECONDS} s on ${database ? 'PostgreSQL + Redis, two processes' : 'SQLite, one process'}`);
  console.log('| changes made | server versions | refused | last words lost | engines identical to the server | all settled | wall s |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(`| ${dispatched} | ${journey.version} | ${rejected} | ${lost} | ${identical}/${EDITORS} | ${settled.every(Boolean)} | ${elapsed.toFixed(1)} |`);
  if (lost > 0 || identical !== EDITORS || rejected > 0) process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
}
