import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getSessionCookie } from 'better-auth/cookies';
import type { Context, Hono } from 'hono';
import { BUILT_PAGES } from '../../../scripts/built-pages';
import type { AppEnv } from '../app-env';
import { type EncodedFile, chooseEncoding, encodedPage, readStaticAssets } from './static-assets';

interface PageToServe {
  file: EncodedFile;
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
    const variant = { file: encodedPage(readFileSync(location, 'utf8')), opensJourney, signedIn, query: [...new URLSearchParams(query)] };
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

/**
 * How long browsers keep a file: a hashed script or style sheet for good (a new build has new
 * names); the service worker not at all, as browsers check it for a new build at each visit.
 * Set before the answer is made: a header added afterwards copies the answer around its body.
 */
function cachingOf(path: string): string | undefined {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/service-worker.js') return 'no-cache';
  return undefined;
}

/** Whether an If-None-Match header names this entity tag (or any, with `*`). */
function tagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A file from memory in the encoding the browser takes best. Files are validated by their entity
 * tag (one per encoding, as each is a representation of its own); pages are not, as the same
 * address answers different pages (`signedIn`) and their announced reads ride on the answer.
 */
function sendEncoded(c: Context<AppEnv>, file: EncodedFile, { validated, vary }: { validated: boolean; vary: string }): Response {
  const encoding = chooseEncoding(c.req.header('accept-encoding'), file);
  c.header('Content-Type', file.contentType);
  c.header('Vary', vary);
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  if (validated) {
    const etag = `${file.etag.slice(0, -1)}-${encoding}"`;
    c.header('ETag', etag);
    c.header('Last-Modified', file.lastModified);
    if (tagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  }
  return c.body(file.body(encoding), 200);
}

/** Serves the built client; any other GET outside /api gets index.html so the client router decides. */
export function mountStaticClient(app: Hono<AppEnv>, staticDir: string): boolean {
  const indexFile = join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexPage = encodedPage(readFileSync(indexFile, 'utf8'));
  const builtPages = readBuiltPages(staticDir);
  const assets = readStaticAssets(staticDir);
  const page = (c: Context<AppEnv>, file: EncodedFile, vary = 'Accept-Encoding') => {
    c.header('Cache-Control', 'no-cache');
    return sendEncoded(c, file, { validated: false, vary });
  };
  // A visitor with no session at all is sent to sign in by the app: the sign-in page's frame shows
  // until it does, instead of the frame of a page they cannot open. A session that has expired still
  // gets the page asked for (its cookie is only read by the app's session check).
  const signInPage = builtPages.get('/auth')?.find(({ query }) => query.length === 0);
  for (const [path, variants] of builtPages) {
    app.get(path, (c) => {
      const chosen = variants.find(({ query }) => query.every(([name, value]) => c.req.query(name) === value));
      if (!chosen) return page(c, indexPage);
      if (chosen.signedIn) {
        const vary = 'Accept-Encoding, Cookie';
        if (signInPage && !getSessionCookie(c.req.raw.headers)) return page(c, signInPage.file, vary);
        const preload = chosen.opensJourney ? journeyReadPreload(c.req.query('journeyId')) : undefined;
        if (preload) c.header('Link', preload);
        return page(c, chosen.file, vary);
      }
      return page(c, chosen.file);
    });
  }
  app.get('*', (c, next) => {
    const file = assets.get(c.req.path);
    if (file) {
      const caching = cachingOf(c.req.path);
      if (caching) c.header('Cache-Control', caching);
      return sendEncoded(c, file, { validated: true, vary: 'Accept-Encoding' });
    }
    // A script of an earlier build is gone: the page that asks says so, rather than run this HTML.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    return next();
  });
  app.get('*', (c) => page(c, indexPage));
  return true;
}
