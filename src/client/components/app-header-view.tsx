import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { type ReactNode, Suspense, lazy } from 'react';
import type { SessionUser } from '../api/session';
import classes from './app-header.module.css';
import { useLinkComponent } from './app-link';
import { ThemeToggle } from './theme-toggle';
import { UserAvatar } from './user-avatar';
import { WorkspaceSwitcherPlaceholder } from './workspace-switcher-placeholder';

// The menu (and its floating-position code) loads only for signed-in users, off the first visit's path.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
const WorkspaceSwitcher = lazy(async () => ({ default: (await import('./workspace-switcher')).WorkspaceSwitcher }));

/**
 * The header of every screen for the given user (none: signed out): product title and tagline, theme
 * control, and the user's menu. Without the session's query, so that the landing page's own script
 * (landing-main.tsx) draws it too.
 */
export function AppHeaderView({ user, children }: { user: SessionUser | undefined; children?: ReactNode }) {
  const Link = useLinkComponent();
  return (
    <Box component="header" className={classes.header}>
      {/* On a phone the controls take a second row when they do not fit beside the title, rather than cover it. */}
      <Group justify="space-between" wrap="wrap" gap="sm" className={classes.inner}>
        <Anchor component={Link} to="/" underline="never" className={classes.brand}>
          <Text fw={800} size="lg" c="var(--mantine-color-text)">
            Innovation Studio
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            Design Thinking for Banking Innovation
          </Text>
        </Anchor>
        <Group gap="xs" wrap="nowrap" ml="auto">
          {children}
          {user && (
            <Suspense fallback={<WorkspaceSwitcherPlaceholder />}>
              <WorkspaceSwitcher />
            </Suspense>
          )}
          <ThemeToggle />
          {user ? (
            <Suspense fallback={<UserAvatar user={user} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button component={Link} to="/auth" variant="filled">
              Sign In
            </Button>
          )}
        </Group>
      </Group>
    </Box>
  );
}
