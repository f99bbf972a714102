import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './router';

/**
 * The HTML of a page as a signed-out visitor first sees it, made at build time
 * (scripts/pages-plugin.ts) so the page shows before its scripts have run.
 */
export async function renderPage(path: string): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect; only pages can be prerendered`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        {/* No hydration data: the routes have no loaders, and it would need an inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
