// What the first second of a fresh server looks like when many people's typing arrives at once:
// `npx tsx bench/start-burst.ts`. BENCH_CONNECTIONS (default 50) loops each send a change batch to
// a journey of their own, the next as soon as the last is answered, for BENCH_SECONDS (default 5);
// the slowest answer of each second is printed. BENCH_ROUTE=health sends health requests instead,
// the same way, for the comparison in the same conditions. BENCH_WARM=1 first sends one change to
// each journey, one at a time.
import { createJourney } from './create-journey';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HEALTH = process.env.BENCH_ROUTE === 'health';

const server = await startBenchServer(4750);
try {
  const { origin } = server;
  const cookie = await signUp(origin);
  const journeyIds: string[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) journeyIds.push(await createJourney(origin, cookie));
  let sent = 0;
  const change = (journeyId: string) =>
    fetch(`${origin}/api/journeys/${journeyId}/changes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
      body: JSON.stringify({
        batchId: `burst-${(sent += 1)}-${journeyId}`,
        baseVersion: 0,
        actions: [{ type: 'setProblemStatement', problemStatement: `Card disputes take weeks (${sent}).` }],
      }),
    });
  if (process.env.BENCH_WARM) for (const journeyId of journeyIds) await (await change(journeyId)).arrayBuffer();

  const answers: { at: number; ms: number; status: number }[] = [];
  const started = performance.now();
  await Promise.all(
    journeyIds.map(async (journeyId) => {
      while (performance.now() - started < SECONDS * 1000) {
        const sentAt = performance.now();
        const response = HEALTH ? await fetch(`${origin}/api/health`) : await change(journeyId);
        await response.arrayBuffer();
        answers.push({ at: sentAt - started, ms: performance.now() - sentAt, status: response.status });
      }
    }),
  );
  const slowest = new Map<number, number>();
  for (const { at, ms } of answers) slowest.set(Math.floor(at / 1000), Math.max(slowest.get(Math.floor(at / 1000)) ?? 0, ms));
  const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
  console.log(`${HEALTH ? 'health' : 'change batches'}: ${answers.length} answers (status ${statuses}), ${CONNECTIONS} loops`);
  console.log(`slowest answer of each second: ${[...slowest].map(([second, ms]) => `${second}: ${Math.round(ms)} ms`).join(', ')}`);
} finally {
  await server.stop();
}
