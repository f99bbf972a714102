import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const PORT = 4300 + Math.floor(Math.random() * 500);
const ORIGIN = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'restart-test-'));
let server: ChildProcess | undefined;

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT), APP_URL: ORIGIN, DATABASE_URL: join(dataDir, 'app.db'), LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent' },
    stdio: 'ignore',
  });
  // A hang guard: tsx compiles the server at each start, which takes seconds on a busy two-core machine.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const healthy = await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not become healthy in 30 s');
}

function post(path: string, body: unknown) {
  return fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify(body) });
}

afterEach(() => {
  server?.kill('SIGKILL');
});

describe('the real server process', () => {
  it('keeps an account across a graceful stop and a new start on the same SQLite file', async () => {
    server = await startServer();
    const credentials = { email: 'restart@bank.example', password: 'orchard-lantern-77' };
    expect((await post('/api/auth/sign-up/email', { ...credentials, name: 'Restart Test' })).status).toBe(200);

    server.kill('SIGTERM');
    const [exitCode] = await once(server, 'exit');
    expect(exitCode).toBe(0);

    server = await startServer();
    const signIn = await post('/api/auth/sign-in/email', credentials);
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { user: { name: string } }).user.name).toBe('Restart Test');
  }, 90_000);
});
