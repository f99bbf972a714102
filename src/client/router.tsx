import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter, matchRoutes } from 'react-router';
import { RequireSession } from './app/guard';
import { JourneyStepError, ScreenError } from './components/failure/screen-error';
import { FullPageSpinner } from './components/full-page-spinner';
import { NotFoundPage } from './features/not-found/not-found-page';

type JourneyScreens = typeof import('./features/journey/journey-screens');

/** A route whose screen comes from the journey chunk, loaded on first use; a failing step keeps the journey's header. */
function journeyScreen(path: string, pick: (screens: JourneyScreens) => ComponentType) {
  return {
    path,
    ErrorBoundary: JourneyStepError,
    lazy: async () => ({ Component: pick(await import('./features/journey/journey-screens')) }),
  };
}

/**
 * Every screen loads on demand, so a first visit downloads only what it shows.
 * Every screen is under an error boundary: a screen that fails, or whose code cannot be fetched
 * (offline), shows a notice with "Try again" instead of a blank page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: ScreenError,
    // Signed-out visitors get the landing page from its own script (landing-main.tsx); inside the app it loads like any screen.
    lazy: async () => ({ Component: (await import('./features/landing/landing-page')).LandingPage }),
    hydrateFallbackElement: <FullPageSpinner />,
  },
  { path: '/auth', ErrorBoundary: ScreenError, lazy: async () => ({ Component: (await import('./features/auth/auth-page')).AuthPage }) },
  {
    path: '/reset-password',
    ErrorBoundary: ScreenError,
    lazy: async () => ({ Component: (await import('./features/auth/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: '/invitations/:token',
    ErrorBoundary: ScreenError,
    lazy: async () => ({ Component: (await import('./features/workspaces/accept-invitation-page')).AcceptInvitationPage }),
  },
  {
    element: <RequireSession />,
    // The signed-in pages' boundary: a page that fails shows the notice in the guard's place.
    ErrorBoundary: ScreenError,
    children: [
      {
        path: '/workspaces/:workspaceId/members',
        lazy: async () => ({ Component: (await import('./features/workspaces/members-page')).MembersPage }),
      },
      {
        path: '/workspaces/:workspaceId/ai',
        lazy: async () => ({ Component: (await import('./features/workspace-admin/ai-settings-page')).AiSettingsPage }),
      },
      {
        path: '/workspaces/:workspaceId/webhooks',
        lazy: async () => ({ Component: (await import('./features/workspace-admin/webhooks-page')).WebhooksPage }),
      },
      {
        path: '/workspaces/:workspaceId/jira',
        lazy: async () => ({ Component: (await import('./features/workspace-admin/jira-page')).JiraPage }),
      },
      {
        path: '/workspaces/:workspaceId/usage',
        lazy: async () => ({ Component: (await import('./features/workspace-admin/usage-page')).UsagePage }),
      },
      {
        path: '/workspaces/:workspaceId/audit',
        lazy: async () => ({ Component: (await import('./features/workspace-admin/audit-page')).AuditPage }),
      },
      {
        path: '/workspaces/:workspaceId/tokens',
        lazy: async () => ({ Component: (await import('./features/workspace-admin/api-tokens-page')).ApiTokensPage }),
      },
      {
        path: '/workspaces/:workspaceId/data',
        lazy: async () => ({ Component: (await import('./features/workspace-admin/data-page')).DataPage }),
      },
      { path: '/chat', lazy: async () => ({ Component: (await import('./features/chat/chat-page')).ChatPage }) },
      { path: '/account', lazy: async () => ({ Component: (await import('./features/account/account-page')).AccountPage }) },
      {
        path: '/developers/api',
        lazy: async () => ({ Component: (await import('./features/api-reference/api-reference-page')).ApiReferencePage }),
      },
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await import('./features/dashboard/dashboard-page')).DashboardPage }),
      },
      {
        lazy: async () => ({ Component: (await import('./features/journey/journey-screens')).JourneyLayout }),
        children: [
          journeyScreen('/define/team', (screens) => screens.ConsultantsScreen),
          journeyScreen('/define/technologists', (screens) => screens.TechnologistsScreen),
          journeyScreen('/define/bankers', (screens) => screens.BankersScreen),
          journeyScreen('/define/domain', (screens) => screens.DomainScreen),
          journeyScreen('/define/problem', (screens) => screens.ProblemScreen),
          journeyScreen('/ideate/ideas', (screens) => screens.IdeasScreen),
          journeyScreen('/ideate/evaluate', (screens) => screens.EvaluateScreen),
          journeyScreen('/ideate/select', (screens) => screens.SelectScreen),
          journeyScreen('/validate/real', (screens) => screens.RealScreen),
          journeyScreen('/validate/win', (screens) => screens.WinScreen),
          journeyScreen('/validate/worth', (screens) => screens.WorthScreen),
          journeyScreen('/output/pitch', (screens) => screens.PitchScreen),
          journeyScreen('/output/brd', (screens) => screens.BrdScreen),
          journeyScreen('/output/infographic', (screens) => screens.InfographicScreen),
        ],
      },
    ],
  },
  { path: '*', ErrorBoundary: ScreenError, element: <NotFoundPage /> },
];

/**
 * The browser's router. Over a prerendered page, the screen in the address is loaded first, so that
 * the first render matches the HTML it takes over (React Router's advice for lazy routes).
 */
export async function createAppRouter(hydrating: boolean) {
  if (hydrating) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
