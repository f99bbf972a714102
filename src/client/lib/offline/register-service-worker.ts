/**
 * Installs the service worker that keeps the app's code on this device (src/client/service-worker.ts),
 * so a reload without a connection still opens the app. Only built apps have one; registering again
 * is a no-op, and a new build's worker takes over by itself.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('The offline copy of the app could not be installed', error);
  });
}
