import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
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
