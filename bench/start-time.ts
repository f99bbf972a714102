// Start time and idle memory: `npm run bench:start` (builds first). Three ways of starting, in one run:
// `npm start` as an operator types it, the built server alone (`node dist/server/main.js`), and the
// server transpiled by tsx at start (`node --import tsx src/server/main.ts`, how `npm start` ran before).
// For each: the time from spawn to the first 200 from /api/health, the server's CPU time by then, and
// its resident memory once idle. The first start of each runs the migrations on a new SQLite file;
// the next BENCH_RUNS (default 5) start again on that file, as a restart does; medians of those.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4720);
/** How long the server sits idle before its memory is read. */
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 3) * 1000;
const CLOCK_TICK_MS = 10;

interface Variant {
  label: string;
  command: string;
  args: string[];
  /** How to recognise the server among the processes the command starts. */
  serverArgs: string;
}

const VARIANTS: Variant[] = [
  { label: 'npm start (built)', command: 'npm', args: ['start', '--silent'], serverArgs: 'dist/server/main.js' },
  { label: 'node dist/server/main.js', command: process.execPath, args: ['dist/server/main.js'], serverArgs: 'dist/server/main.js' },
  { label: 'tsx src/server/main.ts (before)', command: process.execPath, args: ['--import', 'tsx', 'src/server/main.ts'], serverArgs: 'src/server/main.ts' },
];

interface StartFigures {
  healthyMs: number;
  serverCpuMs: number;
  /** CPU time of every process the command started, by the first healthy answer: on a quiet machine, about the time to healthy. */
  treeCpuMs: number;
  serverRssMb: number;
  /** Every process the command started (npm, its shell, the start script, the server). */
  treeRssMb: number;
}

const procFile = (pid: number, file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8');

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      procFile(pid, `task/${task}/children`).trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(procFile(pid, 'status'))?.[1] ?? 0) / 1024;

/** User plus system time of all the process's threads. */
function cpuMs(pid: number): number {
  const fields = procFile(pid, 'stat').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

function serverPid(rootPid: number, serverArgs: string): number {
  const pid = processTree(rootPid).find((candidate) => procFile(candidate, 'cmdline').replaceAll('\0', ' ').includes(serverArgs));
  if (pid === undefined) throw new Error(`no process running ${serverArgs}`);
  return pid;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The whole group: npm, its shell, the start script and the server.
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, delay(15_000)]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
}

async function startOnce(variant: Variant, databaseFile: string): Promise<StartFigures> {
  const origin = `http://127.0.0.1:${PORT}`;
  const startedAt = performance.now();
  const child = spawn(variant.command, variant.args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATABASE_URL: databaseFile,
      AUTH_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
      LOG_LEVEL: 'error',
      STATIC_DIR: './dist/client',
      REDIS_URL: '',
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.label} exited with ${child.exitCode}`);
      if (await fetch(`${origin}/api/health`).then((response) => response.ok, () => false)) break;
      if (performance.now() - startedAt > 120_000) throw new Error(`${variant.label} was not healthy within 2 minutes`);
      await delay(5);
    }
    const healthyMs = performance.now() - startedAt;
    const server = serverPid(child.pid!, variant.serverArgs);
    const serverCpuMs = cpuMs(server);
    const treeCpuMs = processTree(child.pid!).reduce((sum, pid) => sum + cpuMs(pid), 0);
    await delay(IDLE_MS);
    const treeRssMb = processTree(child.pid!).reduce((sum, pid) => sum + rssMb(pid), 0);
    return { healthyMs, serverCpuMs, treeCpuMs, serverRssMb: rssMb(server), treeRssMb };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const round = (value: number) => String(Math.round(value));

console.log(`Start time and idle memory, ${RUNS} restarts each (median), ${IDLE_MS / 1000} s idle before memory is read.`);
console.log(`Load average at the start: ${load()}`);
const rows: Array<[string, ...string[]]> = [];
const medians = new Map<string, StartFigures>();
for (const variant of VARIANTS) {
  const databaseFile = join(mkdtempSync(join(tmpdir(), 'bench-start-')), 'bench.db');
  const first = await startOnce(variant, databaseFile);
  const runs: StartFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await startOnce(variant, databaseFile));
  const figures: StartFigures = {
    healthyMs: median(runs.map((run) => run.healthyMs)),
    serverCpuMs: median(runs.map((run) => run.serverCpuMs)),
    treeCpuMs: median(runs.map((run) => run.treeCpuMs)),
    serverRssMb: median(runs.map((run) => run.serverRssMb)),
    treeRssMb: median(runs.map((run) => run.treeRssMb)),
  };
  medians.set(variant.label, figures);
  const spread = `${round(Math.min(...runs.map((run) => run.healthyMs)))}-${round(Math.max(...runs.map((run) => run.healthyMs)))}`;
  rows.push([variant.label, round(first.healthyMs), round(figures.healthyMs), spread, round(figures.serverCpuMs), round(figures.treeCpuMs), round(figures.serverRssMb), round(figures.treeRssMb)]);
}

console.log('\n| how | first start ms (migrations) | restart to healthy ms, median | min-max | server CPU ms by then | all processes CPU ms by then | server RSS MB idle | all processes RSS MB |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
const built = medians.get(VARIANTS[1]!.label)!;
const before = medians.get(VARIANTS[2]!.label)!;
console.log(
  `\nBuilt server against tsx, same run: ${(built.healthyMs / before.healthyMs).toFixed(2)}x the time to healthy, ` +
    `${(built.serverCpuMs / before.serverCpuMs).toFixed(2)}x the CPU, ${(built.serverRssMb / before.serverRssMb).toFixed(2)}x the memory.`,
);
console.log(`Load average at the end: ${load()}`);
