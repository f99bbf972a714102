import { Menu, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '../api/session';
import { useLogout } from '../lib/use-logout';
import { type ArrivingMenuProps, useOpenOnArrival } from './deferred-menu';
import { displayName } from './user-avatar';
import { UserMenuButton } from './user-menu-button';

/** The account menu with its dropdown, drawn in place of its button's stand-in (user-menu.tsx) on first use. */
export function UserMenuDropdown({ user, arrival }: { user: SessionUser } & ArrivingMenuProps) {
  const { logout } = useLogout();
  const target = useOpenOnArrival<HTMLButtonElement>(arrival);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UserMenuButton user={user} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {displayName(user)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
          My Dashboard
        </Menu.Item>
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} aria-hidden />}>
          Account
        </Menu.Item>
        <Menu.Item onClick={logout} leftSection={<IconLogout size={16} aria-hidden />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
