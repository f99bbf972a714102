// Where the built server is, and whether it is older than its sources. Kept apart from
// build-server.mjs so that a start with a current build never loads the bundler.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_OUT_DIR = 'dist/server';
export const SERVER_BUNDLE = `${SERVER_OUT_DIR}/main.js`;
/** The source files that went into the bundle (paths from the project folder), as the bundler listed them. */
export const SERVER_INPUTS = `${SERVER_OUT_DIR}/inputs.json`;

const modifiedAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * Why the server must be built before it starts, or null when the build is current: a bundle that is
 * missing, or a source file changed (or removed) since it was built, say after a `git pull`.
 */
export function serverBuildIsStale(projectDir = '.') {
  const builtAt = modifiedAt(join(projectDir, SERVER_BUNDLE));
  if (builtAt === undefined) return 'No server build found';
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(join(projectDir, SERVER_INPUTS), 'utf8'));
  } catch {
    return 'The server build has no list of its sources';
  }
  const changed = inputs.find((file) => (modifiedAt(join(projectDir, file)) ?? Infinity) > builtAt);
  return changed === undefined ? null : `${changed} changed since the server was built`;
}
