/**
 * Installs the service worker that keeps the app's code on this device (src/client/service-worker.ts),
 * so a reload without a connection still opens the app. Only built apps have one; registering again
 * is a no-op, and a new build's worker takes over by itself. It waits until the browser is idle:
 * its download of the whole app must not hold up the screen the user has just opened.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline copy of the app could not be installed', error);
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void register(), { timeout: 5_000 });
  else setTimeout(() => void register(), 2_000);
}
