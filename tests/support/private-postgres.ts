import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

/**
 * A PostgreSQL server of the test's own, in a directory the test chose (a small filesystem it can
 * fill). The shared server must never see its disk fill up or its tablespaces vanish: this one may.
 */
export interface PrivatePostgres {
  url: string;
  /** Runs SQL as the superuser, on the app's database. */
  query(text: string): Promise<void>;
  stop(): void;
}

function binDir(): string {
  let dir = '';
  try {
    dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    // Reported below, with what is missing.
  }
  if (!dir || !existsSync(join(dir, 'initdb')) || !existsSync(join(dir, 'pg_ctl'))) {
    throw new Error(`This test runs a PostgreSQL server of its own and needs initdb and pg_ctl (pg_config --bindir gave "${dir}").`);
  }
  return dir;
}

/** initdb refuses to run as root: then the server's files belong to the postgres account. */
function asServerAccount(command: string, args: string[]): void {
  const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: '/' });
}

export async function startPrivatePostgres(dir: string): Promise<PrivatePostgres> {
  const bin = binDir();
  const data = join(dir, 'data');
  // Segments of 1 MB keep the server small enough for a filesystem of a few tens of megabytes.
  asServerAccount(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--wal-segsize=1', '-N']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  asServerAccount(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('create database studio');
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:${port}/studio`;
  return {
    url,
    async query(text) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    },
    stop() {
      asServerAccount(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    },
  };
}
