import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real filesystem of a few megabytes that a test can fill up, and the means to. */
export interface SmallFilesystem {
  dir: string;
  /** Writes a file until the filesystem refuses another byte (ENOSPC). */
  fill(): void;
  /** Removes what `fill` wrote. */
  free(): void;
  /** Unmounts it and removes its mount point. */
  remove(): void;
}

const FILLER = 'filler.bin';

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Mounts a tmpfs of `sizeMegabytes` (as root, or with CAP_SYS_ADMIN). Where mounting is impossible
 * the test fails saying so: a full-disk test that skipped itself would prove nothing.
 */
export function mountSmallFilesystem(sizeMegabytes: number, options: { owner?: string } = {}): SmallFilesystem {
  const dir = mkdtempSync(join(tmpdir(), 'innovation-studio-small-fs-'));
  try {
    run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMegabytes}m,mode=0755`, 'tmpfs', dir]);
    if (options.owner) run('chown', [`${options.owner}:`, dir]);
  } catch (error) {
    rmdirSync(dir);
    const stderr = String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).trim();
    throw new Error(
      `This test needs a small filesystem it can fill, and could not mount a tmpfs at ${dir} (${stderr}). ` +
        'Run it as root or with CAP_SYS_ADMIN (mount -t tmpfs must work).',
    );
  }
  const filler = join(dir, FILLER);
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Large pieces first, then ever smaller ones, so not even a page is left.
        for (let size = 1 << 20; size >= 512; size >>= 1) {
          const piece = Buffer.alloc(size, 0x2a);
          for (;;) {
            try {
              writeSync(fd, piece);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    remove() {
      run('umount', ['-l', dir]);
      rmdirSync(dir);
    },
  };
}
