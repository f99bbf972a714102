// Where the built server is, and whether it is older than its sources. Kept apart from
// build-server.mjs so that a start with a current build never loads the bundler.
import { readFileSync, statSync } from 'node:fs';

export const SERVER_OUT_DIR = 'dist/server';
export const SERVER_BUNDLE = `${SERVER_OUT_DIR}/main.js`;
/** The source files that went into the bundle, as the bundler listed them. */
export const SERVER_INPUTS = `${SERVER_OUT_DIR}/inputs.json`;

const modifiedAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * Why the server must be built before it starts, or null when the build is current: a bundle that is
 * missing, or a source file changed (or removed) since it was built, say after a `git pull`.
 */
export function serverBuildIsStale() {
  const builtAt = modifiedAt(SERVER_BUNDLE);
  if (builtAt === undefined) return 'No server build found';
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(SERVER_INPUTS, 'utf8'));
  } catch {
    return 'The server build has no list of its sources';
  }
  const changed = inputs.find((file) => (modifiedAt(file) ?? Infinity) > builtAt);
  return changed === undefined ? null : `${changed} changed since the server was built`;
}
