import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../tests/support/server-process';
import { buildServer } from '../scripts/build-server.mjs';
import { SERVER_BUNDLE, serverBuildIsStale } from '../scripts/server-build-state.mjs';

export interface BenchServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Whether nothing listens on the port now (a leftover server from an earlier run would answer our polls). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The real server in its own process, as production runs it (the built server), on a fresh database.
 * `preferredPort` is taken when free, else any free port: the bench never measures a server that
 * was already there, and its polls stop as soon as its own process has exited.
 */
export async function startBenchServer(
  preferredPort: number,
  databaseUrl?: string,
  extraEnv: Record<string, string> = {},
  /** Another checkout's server (a "before" figure in the same run). */
  cwd = process.cwd(),
): Promise<BenchServer> {
  const port = (await portIsFree(preferredPort)) ? preferredPort : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const own = cwd === process.cwd();
  if (own && serverBuildIsStale()) await buildServer();
  // BENCH_CPU_PROFILE_DIR=/tmp/profiles: the server writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // Another checkout runs as built when it has a server bundle (as `npm start` would), else from its sources.
  const entry = own || existsSync(join(cwd, SERVER_BUNDLE)) ? [SERVER_BUNDLE] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, [...profile, ...entry], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATABASE_URL: databaseUrl ?? join(mkdtempSync(join(tmpdir(), 'bench-')), 'bench.db'),
      AUTH_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
      AUTH_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      STATIC_DIR: './dist/client',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A busy machine can take most of a minute to start it (the server is transpiled as it loads).
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The bench server exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) {
      return {
        origin,
        process: child,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The bench server did not start');
}
