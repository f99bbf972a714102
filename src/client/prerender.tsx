import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { pageFrame } from './app/page-frames';
import { AppRoutes, preloadScreens } from './router';

/**
 * The HTML of a page as a signed-out visitor first sees it, made at build time
 * (scripts/pages-plugin.ts) so the page shows before its scripts have run.
 */
export async function renderPage(path: string): Promise<string> {
  // renderToString cannot wait for a screen's code: it is loaded first.
  await preloadScreens(path);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The frame of a page (app/page-frames.tsx) as HTML, made at build time: the page's header and
 * title paint with its style sheet, before its scripts have run. The app draws over it.
 */
export function renderFrame(address: string): string {
  const { pathname, search } = new URL(address, 'http://frame.invalid');
  const frame = pageFrame(pathname, search);
  if (!frame) throw new Error(`${address} has no frame`);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={address}>{frame}</StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
