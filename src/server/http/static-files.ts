import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { BUILT_PAGES } from '../../../scripts/built-pages';
import type { AppEnv } from '../app-env';

/** The pages the build wrote, by path; a build without them serves index.html for all. */
function readBuiltPages(staticDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [path, { file }] of Object.entries(BUILT_PAGES)) {
    const location = join(staticDir, file);
    if (existsSync(location)) pages.set(path, readFileSync(location, 'utf8'));
  }
  return pages;
}

/** Serves the built client; any other GET outside /api gets index.html so the client router decides. */
export function mountStaticClient(app: Hono<AppEnv>, staticDir: string): boolean {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const root = relative(process.cwd(), staticDir) || '.';
  const indexHtml = readFileSync(indexFile, 'utf8');
  const builtPages = readBuiltPages(staticDir);
  // The build writes .br and .gz copies; compress() covers a build without them. Only the static
  // client is compressed: API streams (server-sent events) must not be buffered.
  app.use('/assets/*', compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const page = (c: Context<AppEnv>, html: string) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
  for (const [path, html] of builtPages) app.get(path, compress(), (c) => page(c, html));
  // Browsers check the service worker for a new build at each visit: no cache in between may answer.
  app.use('/service-worker.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('/*', serveStatic({ root, precompressed: true }));
  app.get('*', compress(), (c) => page(c, indexHtml));
  return true;
}
