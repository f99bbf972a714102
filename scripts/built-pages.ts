/** A page the build writes beside index.html; the server sends it for exactly its path. */
export interface BuiltPage {
  file: string;
  /** Drawn to HTML at build time. Only pages without forms: text typed before React takes over could be reset. */
  prerender?: boolean;
  /** The screen's module (from src/client): its scripts and style sheets come preloaded with the page. */
  screen?: string;
  /** The page opens the journey named by `?journeyId=`: the server announces that read with the page. */
  opensJourney?: boolean;
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
const journeyPage: BuiltPage = { file: 'pages/journey.html', screen: 'features/journey/journey-screens.ts', opensJourney: true };

export const BUILT_PAGES: Record<string, BuiltPage> = {
  '/': { file: 'pages/landing.html', prerender: true },
  '/auth': { file: 'pages/auth.html', screen: 'features/auth/auth-page.tsx' },
  '/reset-password': { file: 'pages/reset-password.html', screen: 'features/auth/reset-password-page.tsx' },
  '/dashboard': { file: 'pages/dashboard.html', screen: 'features/dashboard/dashboard-page.tsx' },
  '/chat': { file: 'pages/chat.html', screen: 'features/chat/chat-page.tsx' },
  '/account': { file: 'pages/account.html', screen: 'features/account/account-page.tsx' },
  ...Object.fromEntries(JOURNEY_PATHS.map((path) => [path, journeyPage])),
};
