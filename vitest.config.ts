import { defineConfig } from 'vitest/config';

// Suites that only exist on PostgreSQL with Redis (several app processes) run where those are (CI).
const needsPostgresAndRedis = '**/*.postgres-redis.test.ts';
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(withPostgres ? [] : [needsPostgresAndRedis])],
    environment: 'node',
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Most files wait on servers, databases and sockets rather than the CPU: on CI's two cores
    // Vitest's default (cores - 1) ran them one at a time, 440 s; three at once took 270 s.
    maxWorkers: 3,
  },
});
