import './app/mantine-styles';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { fetchSession } from './api/session-request';
import { colorSchemeManager } from './app/color-scheme';
import { MarkInteractive } from './app/mark-interactive';
import { theme } from './app/theme';
import { AppHeaderView } from './components/app-header-view';
import { LandingView } from './features/landing/landing-view';
import { readKnownUser } from './lib/offline/known-on-this-device';

// The prerendered landing page's own script (scripts/pages-plugin.ts gives it this entry instead of
// main.tsx). A signed-out visitor gets React, Mantine and the page's sections only: no router, no
// query cache, no other screen, and its links load the next page whole. Someone signed in gets the
// app (main.tsx), which takes the page over as it did before.

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const startApp = async () => (await import('./app/start-app')).startApp();

const signedOut = { signedIn: false, run: () => undefined };

if (readKnownUser()) {
  // The user last signed in on this device: the app, its header menus and the signed-in page.
  await startApp();
} else {
  const root = hydrateRoot(
    container,
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
        <MarkInteractive />
        <LandingView header={<AppHeaderView user={undefined} />} action={signedOut} />
      </MantineProvider>
    </StrictMode>,
  );
  // Signed in after all (on this device the app had not yet said so): the app takes over.
  const session = await fetchSession().catch(() => null);
  if (session) {
    root.unmount();
    await startApp();
  }
}
