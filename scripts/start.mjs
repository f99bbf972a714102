// `npm start`: build what is missing (the client, and the server when its sources changed since it
// was built), then serve client and API from one process running the built JavaScript.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { resolve } from 'node:path';
import { SERVER_BUNDLE, serverBuildIsStale } from './server-build-state.mjs';

const staticDir = process.env.STATIC_DIR ?? './dist/client';
if (!existsSync(`${staticDir}/index.html`)) {
  console.log('No client build found: building it once (about half a minute)...');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', resolve(staticDir), '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stale = serverBuildIsStale();
if (stale) {
  console.log(`${stale}: building the server (a few seconds)...`);
  // The bundler is loaded only here: a start with a current build never pays for it.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

const server = spawn(process.execPath, [SERVER_BUNDLE], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server killed by a signal (kill -9, the out-of-memory killer) exits as a shell reports it,
// 128 + the signal's number, so that a supervisor sees a failure and restarts it.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
