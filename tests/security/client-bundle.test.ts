import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SECRETS = {
  AUTH_SECRET: 'bundle-auth-secret-6a1f0c-must-never-ship-0123456789',
  AI_API_KEY: 'sk-bundle-deployment-key-91e3-must-never-ship',
  SMTP_URL: 'smtps://mailer:smtp-password-5d2b@mail.bank.example:465',
  REDIS_URL: 'redis://:redis-password-c7e4@redis.bank.example:6379',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The client is built as a release is (`vite build`) with the server's secrets in the environment,
 * as they are on a build machine that also runs the app; nothing of them, and nothing of the server's
 * secret handling, may end up in what browsers download.
 */
describe('the client bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'client-bundle-'));
  let files: Array<{ path: string; text: string }>;

  beforeAll(() => {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
      env: { ...process.env, ...SECRETS },
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
    files = filesUnder(outDir).map((path) => ({ path, text: readFileSync(path).toString('latin1') }));
  }, 250_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('holds no secret from the environment it was built in, nor the server’s key handling', () => {
    expect(files.some((file) => file.path.endsWith('.js'))).toBe(true);
    const needles = [...Object.values(SECRETS), 'smtp-password-5d2b', 'redis-password-c7e4', 'workspace-ai-keys', 'aes-256-gcm', 'ai_api_key_sealed'];
    for (const { path, text } of files) {
      for (const needle of needles) expect(text.includes(needle), `${needle} in ${path}`).toBe(false);
    }
  });
});
