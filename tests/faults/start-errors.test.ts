import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitUntilHealthy } from '../support/server-process';

/** A frame of a printed stack trace ("    at fn (file.ts:12:5)"). */
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

const tempFolder = () => mkdtempSync(join(tmpdir(), 'start-errors-'));

/** The server refuses to start: it exits 1 with one line that names `setting`, and no stack trace. */
async function expectRefusedStart(env: Record<string, string>, setting: RegExp): Promise<string> {
  const server = await spawnServer(env);
  const exit = await server.exited;
  const output = server.output();
  expect(exit, output).toEqual({ code: 1, signal: null });
  expect(
    output.split('\n').filter((line) => setting.test(line)),
    output,
  ).toHaveLength(1);
  expect(output, output).not.toMatch(STACK_FRAME);
  return output;
}

describe('a server that cannot start says why in one line', () => {
  const blocker = createServer();
  afterAll(() => new Promise((resolve) => blocker.close(resolve)));

  it('names PORT when the port is already in use', async () => {
    const port = await freePort();
    blocker.listen(port, '127.0.0.1');
    await once(blocker, 'listening');
    const output = await expectRefusedStart(
      { PORT: String(port), DATABASE_URL: join(tempFolder(), 'app.db') },
      /PORT \d+ is already in use/,
    );
    expect(output).toContain(`PORT ${port} is already in use`);
  });

  // A path under a file: tests/faults/database-unreachable.test.ts.
  it('names DATABASE_URL when it points at /dev/null, and leaves no -wal or -shm file beside it', async () => {
    await expectRefusedStart(
      { DATABASE_URL: '/dev/null' },
      /DATABASE_URL: \/dev\/null is not a regular file/,
    );
    expect(existsSync('/dev/null-wal')).toBe(false);
    expect(existsSync('/dev/null-shm')).toBe(false);
  });

  it.each(['mysql://db.example/app', 'postgress://u@127.0.0.1/app'])(
    'names DATABASE_URL for the unsupported %s, and creates no SQLite file of that name',
    async (url) => {
      await expectRefusedStart({ DATABASE_URL: url }, /DATABASE_URL: the scheme ".+:" is not supported/);
      // Before, `mysql://x` opened ./mysql:/x in the folder the server was started from.
      expect(existsSync(resolve(url.slice(0, url.indexOf('/'))))).toBe(false);
    },
  );
});

/** `npm start` (scripts/start.mjs) with a client build already there, so it goes straight to the server. */
async function startScript() {
  const staticDir = tempFolder();
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
  const started = await spawnServer(
    { DATABASE_URL: join(tempFolder(), 'app.db'), STATIC_DIR: staticDir },
    'npm start',
  );
  await waitUntilHealthy(started);
  const { pid } = started.child;
  const serverPid = Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ')[0]);
  return { ...started, serverPid };
}

describe('npm start tells a supervisor how the server ended', () => {
  it('exits 137 (128 + SIGKILL) when the server is killed with kill -9, so it is restarted', async () => {
    const started = await startScript();
    process.kill(started.serverPid, 'SIGKILL');
    expect(await started.exited, started.output()).toEqual({ code: 137, signal: null });
  });

  it('exits 0 after a SIGTERM it was sent and passed on: a stop that was asked for', async () => {
    const started = await startScript();
    started.child.kill('SIGTERM');
    expect(await started.exited, started.output()).toEqual({ code: 0, signal: null });
  });
});
