import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, SERVER_INPUTS, serverBuildIsStale } from '../../scripts/server-build-state.mjs';

/** A project folder with one source file and a server built from it a minute later. */
function projectBuiltAfterItsSources(): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-build-state-'));
  mkdirSync(join(dir, 'src'));
  mkdirSync(join(dir, 'dist/server'), { recursive: true });
  writeFileSync(join(dir, 'src/main.ts'), 'export {};');
  writeFileSync(join(dir, SERVER_BUNDLE), 'export {};');
  writeFileSync(join(dir, SERVER_INPUTS), JSON.stringify(['src/main.ts']));
  const now = Date.now() / 1000;
  utimesSync(join(dir, 'src/main.ts'), now - 60, now - 60);
  utimesSync(join(dir, SERVER_BUNDLE), now, now);
  return dir;
}

describe('whether npm start must build the server first', () => {
  let dir: string;
  beforeEach(() => {
    dir = projectBuiltAfterItsSources();
  });

  it('runs a build that is newer than every source it was made from', () => {
    expect(serverBuildIsStale(dir)).toBeNull();
  });

  it('builds again when a source changed after the build, naming the file', () => {
    const later = Date.now() / 1000 + 60;
    utimesSync(join(dir, 'src/main.ts'), later, later);
    expect(serverBuildIsStale(dir)).toBe('src/main.ts changed since the server was built');
  });

  it('builds again when a source was removed since the build', () => {
    rmSync(join(dir, 'src/main.ts'));
    expect(serverBuildIsStale(dir)).toBe('src/main.ts changed since the server was built');
  });

  it('builds when there is no build, or no list of what it was built from', () => {
    rmSync(join(dir, SERVER_INPUTS));
    expect(serverBuildIsStale(dir)).toBe('The server build has no list of its sources');
    rmSync(join(dir, SERVER_BUNDLE));
    expect(serverBuildIsStale(dir)).toBe('No server build found');
  });
});
