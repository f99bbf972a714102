import type { Location } from 'react-router';

/**
 * Whose frame the page arrived with (the `data-frame` of scripts/pages-plugin.ts), when it is not
 * the address's own: the server sends the sign-in page at a signed-in page's address to a visitor
 * with no session. Read once, before the app draws over the frame.
 */
let servedFrame: { path: string; frameAddress: string } | undefined;

/** Notes the frame #root arrived with; returns its address when it is another page's (the one the app will go to). */
export function noteServedFrame(root: HTMLElement): string | undefined {
  const frameAddress = root.getAttribute('data-frame');
  if (!frameAddress || new URL(frameAddress, window.location.origin).pathname === window.location.pathname) return undefined;
  servedFrame = { path: window.location.pathname, frameAddress };
  return frameAddress;
}

/**
 * The address whose frame stands for this location while its page waits: the frame the page
 * arrived with on the visit's first address (React Router's first location has the key `default`),
 * else the location's own.
 */
export function frameAddressFor({ pathname, search, key }: Pick<Location, 'pathname' | 'search' | 'key'>): { pathname: string; search: string } {
  if (servedFrame && key === 'default' && pathname === servedFrame.path) {
    const served = new URL(servedFrame.frameAddress, window.location.origin);
    return { pathname: served.pathname, search: served.search };
  }
  return { pathname, search };
}
