import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseTarget } from './index';

function tempDatabaseUrl(): string {
  return join(mkdtempSync(join(tmpdir(), 'config-test-')), 'app.db');
}

describe('loadConfig', () => {
  it('defaults to port 3000, SQLite in ./data and an APP_URL on that port', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(40) });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'sqlite', file: resolve('./data/innovation-studio.db') });
    expect(config.passwordMinLength).toBe(6);
  });

  it('derives APP_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '4100', AUTH_SECRET: 'x'.repeat(40) }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ APP_URL: 'https://studio.bank.example/', AUTH_SECRET: 'x'.repeat(40) }).appUrl).toBe(
      'https://studio.bank.example',
    );
  });

  it("reads a bank's own idea pattern folder as an absolute path, empty meaning none", () => {
    const secret = { AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...secret, IDEA_PATTERNS_DIR: 'bank-patterns' }).ai.ideaPatternsDir).toBe(
      resolve('bank-patterns'),
    );
    expect(loadConfig({ ...secret, IDEA_PATTERNS_DIR: '' }).ai.ideaPatternsDir).toBeUndefined();
    expect(loadConfig(secret).ai.ideaPatternsDir).toBeUndefined();
  });

  it('fails fast with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'seventy' })).toThrowError(ConfigError);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrowError(/APP_URL must be a full URL/);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: tempDatabaseUrl() })).toThrowError(
      /AUTH_SECRET: required when NODE_ENV=production/,
    );
  });

  it('creates the data folder for its owner only, and names DATABASE_URL when a file is in the way', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'config-test-')), 'data');
    loadConfig({ DATABASE_URL: join(folder, 'app.db') });
    expect((statSync(folder).mode & 0o777).toString(8)).toBe('700');
    expect(() => loadConfig({ DATABASE_URL: join(folder, 'auth-secret', 'app.db') })).toThrowError(
      /DATABASE_URL: cannot create the folder .* \(part of that path is a file\)/,
    );
  });

  it('generates a development secret once, keeps it in the data folder and warns', () => {
    const databaseUrl = tempDatabaseUrl();
    const first = loadConfig({ DATABASE_URL: databaseUrl });
    const second = loadConfig({ DATABASE_URL: databaseUrl });
    expect(first.authSecret).toHaveLength(43);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(join(first.dataDir, 'auth-secret'), 'utf8')).toBe(first.authSecret);
    expect(first.warnings[0]).toMatch(/AUTH_SECRET is not set/);
    expect(second.warnings).toEqual([]);
  });

  it('raises the password minimum when AUTH_PASSWORD_MIN_LENGTH is set', () => {
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40), AUTH_PASSWORD_MIN_LENGTH: '12' }).passwordMinLength).toBe(12);
  });

  it('reads REDIS_URL and its key prefix, and refuses a URL that is not redis:// without echoing it', () => {
    const base = { AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).redis).toEqual({ url: undefined, keyPrefix: 'innovation-studio:' });
    expect(loadConfig({ ...base, REDIS_URL: '', REDIS_KEY_PREFIX: '' }).redis).toEqual({ url: undefined, keyPrefix: 'innovation-studio:' });
    expect(loadConfig({ ...base, REDIS_URL: 'rediss://:pw@cache.bank.example:6380', REDIS_KEY_PREFIX: 'studio-a:' }).redis).toEqual({
      url: 'rediss://:pw@cache.bank.example:6380',
      keyPrefix: 'studio-a:',
    });
    const refusal = () => loadConfig({ ...base, REDIS_URL: 'http://:secret-pw@cache.bank.example' });
    expect(refusal).toThrowError(/REDIS_URL must look like redis:\/\//);
    expect(refusal).not.toThrowError(/secret-pw/);
  });
});

describe('parseDatabaseTarget', () => {
  it('reads postgres URLs as PostgreSQL and paths or file: URLs as SQLite files', () => {
    expect(parseDatabaseTarget('postgres://u@h:5432/db')).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(parseDatabaseTarget('postgresql://u@h/db').kind).toBe('postgres');
    expect(parseDatabaseTarget('POSTGRES://u@h/db').kind).toBe('postgres');
    expect(parseDatabaseTarget('file:./x.db')).toEqual({ kind: 'sqlite', file: resolve('./x.db') });
    expect(parseDatabaseTarget('file:///var/lib/app.db')).toEqual({ kind: 'sqlite', file: '/var/lib/app.db' });
    expect(parseDatabaseTarget('/tmp/a.db')).toEqual({ kind: 'sqlite', file: '/tmp/a.db' });
  });

  it.each(['mysql://x', 'postgress://u@h/db', 'sqlite://app.db', 'mongodb+srv://h/db', 'redis:x'])(
    'refuses %s, naming DATABASE_URL and what it takes, instead of opening a SQLite file of that name',
    (url) => {
      expect(() => parseDatabaseTarget(url)).toThrowError(ConfigError);
      expect(() => loadConfig({ DATABASE_URL: url })).toThrowError(
        /DATABASE_URL: the scheme ".+:" is not supported\. Use postgres:\/\/ .* or a file path/,
      );
    },
  );
});
