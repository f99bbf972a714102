import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../app-env';

/** Serves the built client; any other GET outside /api gets index.html so the client router decides. */
export function mountStaticClient(app: Hono<AppEnv>, staticDir: string): boolean {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const root = relative(process.cwd(), staticDir) || '.';
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The build writes .br and .gz copies; compress() covers a build without them. Only the static
  // client is compressed: API streams (server-sent events) must not be buffered.
  app.use('/assets/*', compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return true;
}
