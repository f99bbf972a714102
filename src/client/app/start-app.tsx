import './mantine-styles';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './app-router';
import { AppErrorBoundary } from '../components/failure/app-error-boundary';
import { AppRoutes, preloadScreens } from '../router';
import { noteServedFrame } from './served-frame';

/**
 * Draws the app into #root, or takes over the prerendered landing page there (scripts/pages-plugin.ts)
 * instead of drawing it again; a page's frame (app/page-frames.tsx) shows until the first render
 * replaces it. The entry of every page but the prerendered landing page (main.tsx), and what the
 * landing page's own script hands over to for someone signed in (landing-main.tsx).
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  // The landing page arrives prerendered (scripts/pages-plugin.ts): React takes over
  // its HTML instead of drawing it again. A page's frame (data-frame) is drawn over; the rest start empty.
  const prerendered = container.hasChildNodes() && !container.hasAttribute('data-frame');
  // Sent another page's frame (the sign-in page's, to a visitor with no session), the app goes there next.
  const nextAddress = noteServedFrame(container) ?? window.location;
  // The screen in the address is loaded before the first render: over a prerendered page so that
  // the render matches the HTML it takes over, and everywhere so that the first render is the
  // screen's, not one that suspends and is thrown away. Code that cannot be fetched (offline) is
  // left to the screen's error boundary, which says so with "Try again".
  await preloadScreens(nextAddress).catch(() => undefined);
  // The page asked for comes after signing in: its code loads meanwhile, as it did before the server sent the sign-in page.
  if (nextAddress !== window.location) void preloadScreens(window.location).catch(() => undefined);
  const app = (
    <StrictMode>
      <AppProviders>
        <AppErrorBoundary>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </AppErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) return void hydrateRoot(container, app);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a quarter of a second on a mid-range phone).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
