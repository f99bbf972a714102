import { Avatar } from '@mantine/core';
import type { SessionUser } from '../api/session';

/** The user's image when they have one, else the first letter of the e-mail in upper case. */
export function UserAvatar({ user, size = 'md' }: { user: SessionUser; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const initial = user.email.charAt(0).toUpperCase();
  return (
    <Avatar src={user.image || null} alt={displayName(user)} size={size} color="blue" radius="xl">
      {initial}
    </Avatar>
  );
}

export function displayName(user: SessionUser): string {
  return user.name.trim() || 'User';
}
