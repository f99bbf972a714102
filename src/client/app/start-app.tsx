import './mantine-styles';
import './global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { AppErrorBoundary } from '../components/failure/app-error-boundary';
import { createAppRouter } from '../router';

/**
 * Draws the app into #root, or takes over the prerendered landing page there (scripts/pages-plugin.ts)
 * instead of drawing it again. Every other page starts empty. The entry of every page but the
 * prerendered landing page (main.tsx), and what the landing page's own script hands over to for
 * someone signed in (landing-main.tsx).
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  // The landing page arrives prerendered (scripts/pages-plugin.ts): React takes over
  // its HTML instead of drawing it again. Every other page starts empty.
  const prerendered = container.hasChildNodes();
  const router = await createAppRouter(prerendered);
  const app = (
    <StrictMode>
      <AppProviders>
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
