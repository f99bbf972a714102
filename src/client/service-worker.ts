/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa with Workbox, registered for signed-in users by
// src/client/lib/offline/register-service-worker.ts). It keeps the app's code, never its data:
// - precache: the app shell (index.html) and the build's hashed scripts, style sheets and icons,
//   replaced as a whole by the next build;
// - pages: from the network first, the shell only when the network fails (offline);
// - /api: never touched, so answers holding someone's data are never stored.
import { clientsClaim } from 'workbox-core';
import { type PrecacheEntry, PrecacheFallbackPlugin, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Chromium's static routing (InstallEvent.addRoutes): requests it sends straight to the network. */
interface StaticRoutingInstallEvent extends ExtendableEvent {
  addRoutes?(rules: Array<{ condition: { urlPattern: { pathname: string } }; source: 'network' }>): Promise<void>;
}

const API_PATHS = /^\/api\//;

self.addEventListener('install', (event: StaticRoutingInstallEvent) => {
  // Where the browser can, the API skips this worker altogether; elsewhere no route below matches it.
  if (event.addRoutes) event.waitUntil(event.addRoutes([{ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' }]));
});

self.addEventListener('activate', (event) => {
  // A page's request starts while the worker wakes, so a fresh page costs no extra wait.
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Online, every page comes from the server as it is now (a new build shows at once); offline, the
// shell opens and the client router draws the screen from the precached code.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }), {
    denylist: [API_PATHS],
  }),
);

// A new build's worker takes over at once, so no tab keeps running code the server no longer has.
self.skipWaiting();
clientsClaim();
