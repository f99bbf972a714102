import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '../api/session';
import { useLogout } from '../lib/use-logout';
import { UserAvatar, displayName } from './user-avatar';

export function UserMenu({ user }: { user: SessionUser }) {
  const { logout } = useLogout();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${displayName(user)}`}>
          <UserAvatar user={user} />
        </UnstyledButton>
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
