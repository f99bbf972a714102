/**
 * A page the build writes beside index.html, keyed by its address: the server sends it for exactly
 * that path, and a key with a query (`/auth?mode=register`) for its path when the address carries
 * those parameters.
 */
export interface BuiltPage {
  file: string;
  /** Drawn to HTML at build time. Only pages without forms: text typed before React takes over could be reset. */
  prerender?: boolean;
  /**
   * The page's frame (src/client/app/page-frames.tsx) drawn into it at build time: it paints before
   * the scripts, which then draw the page over it (not a hydration: the frame has no data).
   * 'alone': the page's largest paint is in its frame, so its scripts are not preloaded and its
   * style sheet has the first bytes to itself (as the prerendered landing page). 'with-scripts': the
   * largest paint needs the page's data and code, which keep their preloads.
   */
  frame?: 'alone' | 'with-scripts';
  /** The screen's module (from src/client): its scripts and style sheets come preloaded with the page. */
  screen?: string;
  /** The page opens the journey named by `?journeyId=`: the server announces that read with the page. */
  opensJourney?: boolean;
  /**
   * The page is for signed-in people: a visitor without a session cookie gets the sign-in page at
   * its address instead (src/server/http/static-files.ts), so that the page's own frame never shows
   * before the app sends them to sign in.
   */
  signedIn?: boolean;
}

const JOURNEY_PATHS = [
  '/define/team',
  '/define/technologists',
  '/define/bankers',
  '/define/domain',
  '/define/problem',
  '/ideate/ideas',
  '/ideate/evaluate',
  '/ideate/select',
  '/validate/real',
  '/validate/win',
  '/validate/worth',
  '/output/pitch',
  '/output/brd',
  '/output/infographic',
];
/** A journey screen: a page of its own, as its frame shows the screen's title. */
const journeyPage = (path: string): BuiltPage => ({
  file: `pages/journey${path.replaceAll('/', '-')}.html`,
  screen: 'features/journey/journey-screens.ts',
  opensJourney: true,
  frame: 'with-scripts',
  signedIn: true,
});

export const BUILT_PAGES: Record<string, BuiltPage> = {
  '/': { file: 'pages/landing.html', prerender: true },
  '/auth': { file: 'pages/auth.html', screen: 'features/auth/auth-page.tsx', frame: 'alone' },
  // The calls to action open the auth page on Register: its frame says so from the first paint.
  '/auth?mode=register': { file: 'pages/auth-register.html', screen: 'features/auth/auth-page.tsx', frame: 'alone' },
  '/reset-password': { file: 'pages/reset-password.html', screen: 'features/auth/reset-password-page.tsx' },
  '/dashboard': { file: 'pages/dashboard.html', screen: 'features/dashboard/dashboard-page.tsx', frame: 'alone', signedIn: true },
  '/chat': { file: 'pages/chat.html', screen: 'features/chat/chat-page.tsx', signedIn: true },
  '/account': { file: 'pages/account.html', screen: 'features/account/account-page.tsx', signedIn: true },
  ...Object.fromEntries(JOURNEY_PATHS.map((path) => [path, journeyPage(path)])),
};
