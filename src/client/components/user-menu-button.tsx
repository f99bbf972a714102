import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { SessionUser } from '../api/session';
import { UserAvatar, displayName } from './user-avatar';

/** The account menu's button, the user's avatar: the same before and after the menu's code has loaded. */
export function UserMenuButton({ user, ...props }: { user: SessionUser } & UnstyledButtonProps & ComponentProps<'button'>) {
  return (
    <UnstyledButton aria-label={`Account menu for ${displayName(user)}`} {...props}>
      <UserAvatar user={user} />
    </UnstyledButton>
  );
}
