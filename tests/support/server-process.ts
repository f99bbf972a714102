import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import type { DatabaseTarget } from '../../src/server/config/index';

export const TEST_AUTH_SECRET = 'fault-suite-secret-that-is-long-enough-0123456789';

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `npm start`'s server as its own process, with what it printed kept for assertions. */
export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  /** stdout and stderr, interleaved as they arrived. */
  output(): string;
  exited: Promise<ProcessExit>;
  /** SIGKILL if still running; safe to call twice. */
  kill(): Promise<void>;
}

/** What DATABASE_URL says for a test database. */
export const databaseUrlOf = (target: DatabaseTarget): string =>
  target.kind === 'sqlite' ? target.file : target.url;

/** A port nothing listens on right now: the OS hands out a free one, and we let it go. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** How the server is started: the server itself, or `npm start`'s script in front of it. */
const ENTRY_ARGS = {
  server: ['--import', 'tsx', 'src/server/main.ts'],
  'npm start': ['scripts/start.mjs'],
};

/** Starts `node --import tsx src/server/main.ts` on a fresh port; does not wait for it to be ready. */
export async function spawnServer(
  env: Record<string, string>,
  entry: keyof typeof ENTRY_ARGS = 'server',
  port?: number,
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const origin = `http://localhost:${listenPort}`;
  const child = spawn(process.execPath, ENTRY_ARGS[entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: TEST_AUTH_SECRET,
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      // Rate limits stay in this process's memory unless a test asks for a shared Redis.
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    origin,
    port: listenPort,
    output: () => printed,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Waits until GET /api/health answers 200; fails early, with the output, if the process exits. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    const healthy = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.kill();
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await waitUntilHealthy(server);
  return server;
}
