import type { AppConfig } from '../config/index';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins our own pages are served from. Outside production, an APP_URL on this machine
 * (http://localhost:3000, the README's address) also stands for its other loopback names on the
 * same port, so opening http://127.0.0.1:3000 signs in as well. Production trusts APP_URL alone.
 */
export function trustedOrigins(appUrl: string, env: AppConfig['env']): string[] {
  const url = new URL(appUrl);
  if (env === 'production' || !LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}
