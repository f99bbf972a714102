import type { ComponentType } from 'react';
import { type Location, type NonIndexRouteObject, matchRoutes, useRoutes } from 'react-router';
import { RequireSession } from './app/guard';
import { JourneyStepErrorBoundary, ScreenErrorBoundary } from './components/failure/screen-error-boundary';
import { NotFoundPage } from './features/not-found/not-found-page';
import { type LazyScreen, lazyScreen } from './lib/lazy-screen';

/** A route, and how to fetch its screen's code ahead of drawing it. */
interface AppRoute extends Omit<NonIndexRouteObject, 'children'> {
  children?: AppRoute[];
  preload?: () => Promise<void>;
}

type LoadScreen = () => Promise<ComponentType>;

/** A page of its own: a failure shows the notice on the whole page. */
function page(path: string, load: LoadScreen): AppRoute {
  const Screen = lazyScreen(load);
  const element = (
    <ScreenErrorBoundary>
      <Screen />
    </ScreenErrorBoundary>
  );
  return { path, element, preload: Screen.preload };
}

/** A signed-in page: a failure shows the notice in the guard's place (its boundary). */
function signedInPage(path: string, load: LoadScreen): AppRoute {
  const Screen = lazyScreen(load);
  return { path, element: <Screen />, preload: Screen.preload };
}

type JourneyScreens = typeof import('./features/journey/journey-screens');

/** A screen from the journey chunk, loaded when the first journey screen opens. */
function journeyScreen(pick: (screens: JourneyScreens) => ComponentType): LazyScreen {
  return lazyScreen(async () => pick(await import('./features/journey/journey-screens')));
}

/** A journey step: a failing step keeps the journey's header. */
function journeyStep(path: string, pick: (screens: JourneyScreens) => ComponentType): AppRoute {
  const Screen = journeyScreen(pick);
  const element = (
    <JourneyStepErrorBoundary>
      <Screen />
    </JourneyStepErrorBoundary>
  );
  return { path, element, preload: Screen.preload };
}

const JourneyLayout = journeyScreen((screens) => screens.JourneyLayout);

/**
 * Every screen loads on demand, so a first visit downloads only what it shows.
 * Every screen is under an error boundary: a screen that fails, or whose code cannot be fetched
 * (offline), shows a notice with "Try again" instead of a blank page.
 */
const routes: AppRoute[] = [
  // Signed-out visitors get the landing page from its own script (landing-main.tsx); inside the app it loads like any screen.
  page('/', async () => (await import('./features/landing/landing-page')).LandingPage),
  page('/auth', async () => (await import('./features/auth/auth-page')).AuthPage),
  page('/reset-password', async () => (await import('./features/auth/reset-password-page')).ResetPasswordPage),
  page('/invitations/:token', async () => (await import('./features/workspaces/accept-invitation-page')).AcceptInvitationPage),
  {
    // The signed-in pages' boundary: a page that fails shows the notice in the guard's place.
    element: (
      <ScreenErrorBoundary>
        <RequireSession />
      </ScreenErrorBoundary>
    ),
    children: [
      signedInPage('/workspaces/:workspaceId/members', async () => (await import('./features/workspaces/members-page')).MembersPage),
      signedInPage('/workspaces/:workspaceId/ai', async () => (await import('./features/workspace-admin/ai-settings-page')).AiSettingsPage),
      signedInPage('/workspaces/:workspaceId/webhooks', async () => (await import('./features/workspace-admin/webhooks-page')).WebhooksPage),
      signedInPage('/workspaces/:workspaceId/jira', async () => (await import('./features/workspace-admin/jira-page')).JiraPage),
      signedInPage('/workspaces/:workspaceId/usage', async () => (await import('./features/workspace-admin/usage-page')).UsagePage),
      signedInPage('/workspaces/:workspaceId/audit', async () => (await import('./features/workspace-admin/audit-page')).AuditPage),
      signedInPage('/workspaces/:workspaceId/tokens', async () => (await import('./features/workspace-admin/api-tokens-page')).ApiTokensPage),
      signedInPage('/workspaces/:workspaceId/data', async () => (await import('./features/workspace-admin/data-page')).DataPage),
      signedInPage('/chat', async () => (await import('./features/chat/chat-page')).ChatPage),
      signedInPage('/account', async () => (await import('./features/account/account-page')).AccountPage),
      signedInPage('/developers/api', async () => (await import('./features/api-reference/api-reference-page')).ApiReferencePage),
      signedInPage('/dashboard', async () => (await import('./features/dashboard/dashboard-page')).DashboardPage),
      {
        element: <JourneyLayout />,
        preload: JourneyLayout.preload,
        children: [
          journeyStep('/define/team', (screens) => screens.ConsultantsScreen),
          journeyStep('/define/technologists', (screens) => screens.TechnologistsScreen),
          journeyStep('/define/bankers', (screens) => screens.BankersScreen),
          journeyStep('/define/domain', (screens) => screens.DomainScreen),
          journeyStep('/define/problem', (screens) => screens.ProblemScreen),
          journeyStep('/ideate/ideas', (screens) => screens.IdeasScreen),
          journeyStep('/ideate/evaluate', (screens) => screens.EvaluateScreen),
          journeyStep('/ideate/select', (screens) => screens.SelectScreen),
          journeyStep('/validate/real', (screens) => screens.RealScreen),
          journeyStep('/validate/win', (screens) => screens.WinScreen),
          journeyStep('/validate/worth', (screens) => screens.WorthScreen),
          journeyStep('/output/pitch', (screens) => screens.PitchScreen),
          journeyStep('/output/brd', (screens) => screens.BrdScreen),
          journeyStep('/output/infographic', (screens) => screens.InfographicScreen),
        ],
      },
    ],
  },
  {
    path: '*',
    element: (
      <ScreenErrorBoundary>
        <NotFoundPage />
      </ScreenErrorBoundary>
    ),
  },
];

/**
 * The screen for the address. No Suspense boundary on purpose: while a screen's code loads, React
 * keeps what is on screen (the previous screen, as changes of address are transitions; or the
 * prerendered page), and the prerendered HTML carries no Suspense markers that landing-main.tsx
 * would have to match.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the code of the screens at an address, so that they draw at once: the prerender and the
 * hydration of a prerendered page must draw the same HTML (React Router's advice for lazy routes).
 */
export async function preloadScreens(location: string | Partial<Location>): Promise<void> {
  await Promise.all((matchRoutes(routes, location) ?? []).map(({ route }) => route.preload?.()));
}
