import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { getSessionCookie } from 'better-auth/cookies';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { BUILT_PAGES } from '../../../scripts/built-pages';
import type { AppEnv } from '../app-env';

interface PageToServe {
  html: string;
  opensJourney: boolean;
  signedIn: boolean;
}

interface PageVariant extends PageToServe {
  /** The parameters an address carries to get this page rather than its path's plain one. */
  query: [string, string][];
}

/**
 * The pages the build wrote, by path, the ones asked for by parameters first; a build without
 * them serves index.html for all.
 */
function readBuiltPages(staticDir: string): Map<string, PageVariant[]> {
  const pages = new Map<string, PageVariant[]>();
  for (const [address, { file, opensJourney = false, signedIn = false }] of Object.entries(BUILT_PAGES)) {
    const location = join(staticDir, file);
    if (!existsSync(location)) continue;
    const [path = address, query = ''] = address.split('?');
    const variant = { html: readFileSync(location, 'utf8'), opensJourney, signedIn, query: [...new URLSearchParams(query)] };
    pages.set(path, [...(pages.get(path) ?? []), variant].sort((a, b) => b.query.length - a.query.length));
  }
  return pages;
}

/** Journey ids as the server makes them (UUIDs), and nothing that could break out of a header or a path. */
const JOURNEY_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * A journey page's first read, announced with the page (a `Link` header) so it leaves with the
 * scripts instead of after them; the browser hands the answer to the app's own read of the same
 * address (client api/journeys.ts, getJourney). Nothing is announced for an id of another shape.
 */
function journeyReadPreload(journeyId: string | undefined): string | undefined {
  return journeyId && JOURNEY_ID.test(journeyId) ? `</api/journeys/${journeyId}>; rel=preload; as=fetch; crossorigin` : undefined;
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
  // A visitor with no session at all is sent to sign in by the app: the sign-in page's frame shows
  // until it does, instead of the frame of a page they cannot open. A session that has expired still
  // gets the page asked for (its cookie is only read by the app's session check).
  const signInPage = builtPages.get('/auth')?.find(({ query }) => query.length === 0);
  for (const [path, variants] of builtPages) {
    app.get(path, compress(), (c) => {
      const chosen = variants.find(({ query }) => query.every(([name, value]) => c.req.query(name) === value));
      if (!chosen) return page(c, indexHtml);
      if (chosen.signedIn) {
        c.header('Vary', 'Cookie');
        if (signInPage && !getSessionCookie(c.req.raw.headers)) return page(c, signInPage.html);
      }
      const preload = chosen.opensJourney ? journeyReadPreload(c.req.query('journeyId')) : undefined;
      if (preload) c.header('Link', preload);
      return page(c, chosen.html);
    });
  }
  // Browsers check the service worker for a new build at each visit: no cache in between may answer.
  app.use('/service-worker.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('/*', serveStatic({ root, precompressed: true }));
  app.get('*', compress(), (c) => page(c, indexHtml));
  return true;
}
