import type { ChildProcess } from 'node:child_process';
import { type ServerProcess, freePort, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type TestDatabase, createPostgresTestDatabase } from '../support/test-databases';
import { killPrivateRedis, startPrivateRedis, uniqueRedisKeyPrefix } from '../support/test-redis';

/**
 * Two app processes as behind a load balancer, for specs that need more than the suite's one
 * SQLite server: a fresh PostgreSQL database made from TEST_DATABASE_URL, a redis-server of the
 * spec's own (so it may freeze or kill it) and two servers on free ports serving the built client
 * (dist/client: build it first). Such specs are named `*.postgres-redis.spec.ts`; the Playwright
 * config defines them only when TEST_DATABASE_URL is set, as the Vitest config does its suites.
 */
export interface TwoProcesses {
  /** Base URLs (`http://localhost:<port>`) of process A and process B; each is its own APP_URL. */
  urls: [string, string];
  redis: {
    /** The redis-server process: `freeze()` and `thaw()` send it SIGSTOP and SIGCONT. */
    process: ChildProcess;
    url: string;
    freeze(): void;
    thaw(): void;
    /** Killed with SIGKILL, as a crash would, then started again on the same port. */
    restart(): Promise<void>;
  };
  /** What the processes printed, for a failing spec's message. */
  output(): string;
  /** Stops both servers and Redis and drops the database; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * A start with tsx compiling on the fly takes seconds, more on a busy machine. A spec's beforeAll
 * that calls startTwoProcesses should give itself twice this (`test.setTimeout` inside the hook):
 * hooks do not get the describe's timeout.
 */
export const TWO_PROCESSES_START_TIMEOUT_MS = 60_000;

export async function startTwoProcesses(env: Record<string, string> = {}): Promise<TwoProcesses> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Two app processes need PostgreSQL: set TEST_DATABASE_URL.');
  const redisPort = await freePort();
  let redis = await startPrivateRedis(redisPort);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  let database: TestDatabase | undefined;
  const servers: ServerProcess[] = [];
  // A start that outlives its hook's timeout, or a worker that ends without afterAll, leaves nothing running.
  const killOnExit = () => {
    for (const child of [redis, ...servers.map((server) => server.child)]) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    redis.kill('SIGCONT');
    await Promise.all(servers.map((server) => server.kill()));
    await killPrivateRedis(redis);
    await database?.drop();
    database = undefined;
  };
  try {
    database = await createPostgresTestDatabase(adminUrl);
    const serverEnv = {
      DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(),
      STATIC_DIR: './dist/client',
      // Every person of a spec signs up from one address; the limits are tested in the API suites.
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    };
    servers.push(await spawnServer(serverEnv), await spawnServer(serverEnv));
    await Promise.all(servers.map((server) => waitUntilHealthy(server, TWO_PROCESSES_START_TIMEOUT_MS)));
  } catch (error) {
    await stop();
    throw error;
  }
  const [a, b] = servers as [ServerProcess, ServerProcess];
  return {
    urls: [a.origin, b.origin],
    redis: {
      get process() {
        return redis;
      },
      url: redisUrl,
      freeze: () => void redis.kill('SIGSTOP'),
      thaw: () => void redis.kill('SIGCONT'),
      restart: async () => {
        await killPrivateRedis(redis);
        redis = await startPrivateRedis(redisPort);
      },
    },
    output: () => `process A:\n${a.output()}\nprocess B:\n${b.output()}`,
    stop,
  };
}
