// `npm run build:server`: the server as one JavaScript file (dist/server/main.js), so that `npm start`
// runs it with plain Node instead of transpiling TypeScript at every start.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { SERVER_BUNDLE, SERVER_INPUTS, SERVER_OUT_DIR } from './server-build-state.mjs';

/**
 * Left in node_modules and loaded by Node itself: native modules, which cannot be bundled, and the
 * packages the server loads only when a feature asks for them (Redis, PostgreSQL, e-mail), so that
 * their code is neither read nor kept in memory by a server that does not use them.
 */
const NOT_BUNDLED = ['better-sqlite3', '@node-rs/argon2', 'sharp', 'pg', 'pg-native', '@redis/client', 'nodemailer'];

/**
 * One file with our code and the packages it loads at start: Node then reads and compiles one module
 * instead of about a thousand, which halves the start's CPU time. Whitespace and syntax are
 * minified (a smaller source is a smaller heap: V8 keeps each module's source text); names are kept,
 * so stack traces still name our functions, and the source map beside it maps them back to src/.
 */
export async function buildServer({ logLevel = 'warning' } = {}) {
  const result = await build({
    entryPoints: { main: 'src/server/main.ts' },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    external: NOT_BUNDLED,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Bundled CommonJS packages call require() for Node's built-in modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: true,
    metafile: true,
    logLevel,
  });
  // What `npm start` compares with the bundle's time to know whether to build again: our sources,
  // and npm's record of node_modules, which every install rewrites.
  const ownSources = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
  const inputs = [...ownSources.sort(), 'package.json', 'node_modules/.package-lock.json'];
  writeFileSync(SERVER_INPUTS, JSON.stringify(inputs, null, 1));
  // esbuild keeps a service process for further builds; `npm start` builds once and would keep it
  // (and its memory) beside the server for the server's whole life.
  await stop();
  return SERVER_BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const bundle = await buildServer();
  console.log(`Built the server into ${bundle} in ${Math.round(performance.now() - started)} ms.`);
}
