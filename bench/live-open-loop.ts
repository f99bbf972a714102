// Open loop at fixed rates, one process on SQLite: `npx tsx bench/live-open-loop.ts`.
// For each rate of BENCH_RATES (comma-separated; default BENCH_RATE, else 200 req/s), for
// BENCH_SECONDS (default 10): first GET /api/health alone at that rate, then the mix at that rate:
// half read a workspace's journey list (20 journeys), half send a change (a batch of one action) to
// one of those journeys, as people editing do. Requests leave on schedule, whatever the answers'
// speed (bench/send-on-schedule.ts), and each is timed from when it was due, so queueing shows.
// Printed per rate: the mix's p99 against health's p99 at the same rate, the seconds in which some
// request took over 1 s, the 503s the server shed (with Retry-After), and the first rate whose p99
// passes 3x health's. BENCH_PORT (default 4730) chooses the server's port; BENCH_SERVER_LOG_LEVEL=info
// makes the server log each request with its own time, to tell the server's time from the sender's.
// BENCH_MIX=reads sends half journey reads (GET /api/journeys/:id) and half workspace lists (GET
// /api/workspaces) instead. BENCH_SERVER_DIR runs another checkout's built server (a "before" figure).
import { createTeamMember } from '../src/domain/journey-reducer';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { getPersona } from '../src/domain/personas';
import { BenchPerson } from './live-people';
import { type OpenLoopSummary, type ScheduledRequest, sendOnSchedule, summarise } from './send-on-schedule';
import { startBenchServer } from './start-server';

const RATES = (process.env.BENCH_RATES ?? process.env.BENCH_RATE ?? '200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4730);
const JOURNEYS = 20;
/** The mix may take this many times health's p99 before we call the rate broken (issue 20). */
const BREAK_RATIO = 3;

const READS = process.env.BENCH_MIX === 'reads';
const serverEnv: Record<string, string> = process.env.BENCH_SERVER_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL } : {};
const server = await startBenchServer(PORT, undefined, serverEnv, process.env.BENCH_SERVER_DIR ?? process.cwd());
try {
  const origin = server.origin;
  const person = new BenchPerson('Bench', origin);
  await person.signUp(origin);
  const journeyIds: string[] = [];
  for (let index = 0; index < JOURNEYS; index += 1) {
    const state = {
      ...createInitialJourneyState(),
      teamMembers: [createTeamMember(getPersona('c1')!, `m-${index}`)],
      selectedDomain: 'retail_banking',
      selectedSubdomain: 'cards_payments',
      problemStatement: `Benchmark journey ${index}: card disputes take weeks to resolve.`,
    };
    journeyIds.push((await person.call<{ journey: { id: string } }>(origin, 'POST', '/api/journeys', { state })).journey.id);
  }
  const readHeaders = { Origin: origin, Cookie: person.cookie };
  const writeHeaders = { ...readHeaders, 'Content-Type': 'application/json' };
  const health = (): ScheduledRequest => ({ method: 'GET', path: '/api/health', headers: {} });
  let batch = 0;
  const reads = (index: number): ScheduledRequest =>
    index % 2 === 0
      ? { method: 'GET', path: `/api/journeys/${journeyIds[(index / 2) % JOURNEYS]}`, headers: readHeaders }
      : { method: 'GET', path: '/api/workspaces', headers: readHeaders };
  const mix = (index: number): ScheduledRequest => {
    if (READS) return reads(index);
    if (index % 2 === 0) return { method: 'GET', path: '/api/journeys', headers: readHeaders };
    batch += 1;
    const body = JSON.stringify({
      batchId: `open-loop-${Date.now()}-${batch}`,
      baseVersion: 0,
      actions: [{ type: 'setProblemStatement', problemStatement: `Card disputes take weeks to resolve (${batch}).` }],
    });
    return { method: 'POST', path: `/api/journeys/${journeyIds[index % JOURNEYS]}/changes`, headers: writeHeaders, body };
  };

  const results: { rate: number; health: OpenLoopSummary; mix: OpenLoopSummary }[] = [];
  for (const rate of RATES) {
    const healthSummary = summarise(await sendOnSchedule({ origin, rate, seconds: SECONDS, next: health }));
    const mixSummary = summarise(await sendOnSchedule({ origin, rate, seconds: SECONDS, next: mix }));
    results.push({ rate, health: healthSummary, mix: mixSummary });
  }

  const ratio = (value: number, health: number) => (Number.isFinite(value) ? `${(value / health).toFixed(1)}x` : 'no answer');
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'no answer');
  const mixName = READS ? `half journey reads (of ${JOURNEYS}), half workspace lists` : `half journey lists (${JOURNEYS}), half change batches`;
  console.log(`\nOpen loop, one process on SQLite, ${SECONDS} s per phase: health alone, then ${mixName}`);
  console.log('| rate req/s | health p99 ms | mix p50 ms | mix p99 ms | p99 / health p99 | mix p99 of 2xx ms | mix max ms | seconds with a request over 1 s | shed 503 (with Retry-After) | other non-2xx | no answer in 10 s | sender late p99 ms (health / mix) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { rate, health: h, mix: m } of results) {
    console.log(
      `| ${rate} | ${ms(h.p99)} | ${ms(m.p50)} | ${ms(m.p99)} | ${ratio(m.p99, h.p99)} | ${ms(m.p99Ok)} | ${ms(m.max)} | ${m.secondsOverOneSecond} of ${SECONDS} | ${m.shed} (${m.shedWithRetryAfter}) of ${m.sent} | ${m.otherErrors} | ${m.timeouts} | ${ms(h.senderLateP99)} / ${ms(m.senderLateP99)} |`,
    );
  }
  const broken = results.find(({ health: h, mix: m }) => m.p99 > BREAK_RATIO * h.p99);
  console.log(broken ? `\nFirst rate where the mix's p99 passes ${BREAK_RATIO}x health's: ${broken.rate} req/s` : `\nThe mix's p99 stayed within ${BREAK_RATIO}x health's up to ${Math.max(...RATES)} req/s`);
} finally {
  await server.stop();
}
