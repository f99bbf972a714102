import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { createClient } from '@redis/client';

/**
 * TEST_REDIS_URL, or the local Redis wherever the PostgreSQL suites run (CI has both).
 * Undefined elsewhere: the suites that need a real Redis are then not defined, as with PostgreSQL.
 */
export function testRedisUrl(): string | undefined {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  return process.env.TEST_DATABASE_URL ? 'redis://127.0.0.1:6379' : undefined;
}

/** A prefix no other run uses, so parallel runs on one Redis never count each other's requests. */
export function uniqueRedisKeyPrefix(): string {
  return `innovation-studio-test-${Date.now()}-${randomBytes(4).toString('hex')}:`;
}

const connectionTo = (url: string) => createClient({ url });
export type TestRedisClient = ReturnType<typeof connectionTo>;

/** A connection of the test's own, closed after `use`. */
export async function withRedisClient<T>(
  url: string,
  use: (client: TestRedisClient) => Promise<T>,
): Promise<T> {
  const client = connectionTo(url);
  await client.connect();
  try {
    return await use(client);
  } finally {
    client.destroy();
  }
}

/** Every key a run wrote under its prefix. */
export function redisKeysUnder(url: string, prefix: string): Promise<string[]> {
  return withRedisClient(url, (client) => client.keys(`${prefix}*`));
}

/** The keys expire by themselves within a window; this only tidies up at once. */
export function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  return withRedisClient(url, async (client) => {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(keys);
  });
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1').setTimeout(1000);
    const settle = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.once('timeout', () => settle(false));
  });
}

/** A Redis of the test's own (no persistence), for outages the shared one must not suffer. */
export async function startPrivateRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 10_000;
  while (!(await isListening(port))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return server;
}

/** As a crash would: no goodbye to the clients. */
export async function killPrivateRedis(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGKILL');
  await once(server, 'exit');
}
