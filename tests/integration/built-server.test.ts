import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RemoteClient } from '../support/remote-client';
import { spawnServer, waitUntilHealthy } from '../support/server-process';

/** A build of the server may come first (a few seconds, many more on a busy two-core machine). */
const START_TIMEOUT_MS = 120_000;

const tempFolder = () => mkdtempSync(join(tmpdir(), 'built-server-'));
const commandLineOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

describe('npm start runs the server built to JavaScript', () => {
  it('starts dist/server/main.js with plain Node, which migrates a new database and serves health and sign-up', async () => {
    // A client build already there, so that the start script goes straight to the server.
    const staticDir = tempFolder();
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
    const started = await spawnServer({ DATABASE_URL: join(tempFolder(), 'app.db'), STATIC_DIR: staticDir }, 'npm start');
    try {
      await waitUntilHealthy(started, START_TIMEOUT_MS);
      const { pid } = started.child;
      const serverPid = Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ')[0]);
      expect(commandLineOf(serverPid).slice(1)).toEqual(['dist/server/main.js']);

      const health = await fetch(`${started.origin}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'not configured' });
      // The tables exist (migrations ran at start), better-auth is in the bundle, argon2 loads from node_modules.
      const client = new RemoteClient(started.origin);
      await client.signUp('built-server@bank.example');
      const session = await client.request<{ user: { email: string } }>('GET', '/api/auth/get-session');
      expect(session.body.user.email).toBe('built-server@bank.example');

      started.child.kill('SIGTERM');
      expect(await started.exited, started.output()).toEqual({ code: 0, signal: null });
    } finally {
      await started.kill();
    }
  }, START_TIMEOUT_MS + 30_000);
});
