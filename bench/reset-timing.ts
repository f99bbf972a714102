// How long a password-reset request takes for an address with an account and for one without.
// A caller who could tell them apart could find out who has an account (security review item 9).
// Run: npx tsx bench/reset-timing.ts   (a fresh SQLite database; ROUNDS=300 by default)
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const ROUNDS = Number(process.env.ROUNDS ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 4960);

async function timedReset(origin: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/auth/request-password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`reset request answered ${response.status}`);
  return performance.now() - started;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  const mean = sorted.reduce((sum, time) => sum + time, 0) / sorted.length;
  return { median: at(0.5), mean, p90: at(0.9) };
}

const server = await startBenchServer(PORT, undefined, { LOG_LEVEL: 'error' });
try {
  const known = `reset-known-${Date.now()}@bench.example`;
  await signUp(server.origin, known);
  const times = { known: [] as number[], unknown: [] as number[] };
  // Warm-up, then the two kinds interleaved so that drift in the machine's load hits both alike.
  for (let round = 0; round < 20; round += 1) await timedReset(server.origin, known);
  for (let round = 0; round < ROUNDS; round += 1) {
    times.known.push(await timedReset(server.origin, known));
    times.unknown.push(await timedReset(server.origin, `reset-nobody-${round}-${Date.now()}@bench.example`));
  }
  const knownSummary = summary(times.known);
  const unknownSummary = summary(times.unknown);
  const row = (name: string, s: ReturnType<typeof summary>) =>
    `| ${name} | ${s.median.toFixed(2)} | ${s.mean.toFixed(2)} | ${s.p90.toFixed(2)} |`;
  console.log(`${ROUNDS} requests each\n\n| address | median ms | mean ms | p90 ms |\n|---|---|---|---|`);
  console.log(row('with an account', knownSummary));
  console.log(row('without an account', unknownSummary));
  console.log(
    `\nknown minus unknown: median ${(knownSummary.median - unknownSummary.median).toFixed(2)} ms, mean ${(knownSummary.mean - unknownSummary.mean).toFixed(2)} ms`,
  );
} finally {
  await server.stop();
}
