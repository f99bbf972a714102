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

/** The avatar's size (Mantine's "md"), kept while nobody yet knows who is signed in. */
const AVATAR_SIZE = 38;

/**
 * The header of every screen for the given user (none: signed out; 'unknown': the session is still
 * being asked, as in a page's frame): product title and tagline, theme control, and the user's menu.
 * Without the session's query, so that the landing page's own script (landing-main.tsx) draws it too.
 */
export function AppHeaderView({ user, children }: { user: SessionUser | undefined | 'unknown'; children?: ReactNode }) {
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
          {user === 'unknown' && <WorkspaceSwitcherPlaceholder />}
          {user && user !== 'unknown' && (
            <Suspense fallback={<WorkspaceSwitcherPlaceholder />}>
              <WorkspaceSwitcher />
            </Suspense>
          )}
          <ThemeToggle />
          {user === 'unknown' ? (
            // Signed-in pages are the ones with a frame: the avatar's place keeps the title where it will stay.
            <Box w={AVATAR_SIZE} h={AVATAR_SIZE} style={{ flexShrink: 0 }} aria-hidden />
          ) : user ? (
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
