import type { SessionUser } from '../api/session';
import { DeferredMenu, onDemand } from './deferred-menu';
import { UserMenuButton } from './user-menu-button';

const dropdown = onDemand(async () => (await import('./user-menu-dropdown')).UserMenuDropdown);

/** The account menu in the header; its dropdown's code loads on first use. */
export function UserMenu({ user }: { user: SessionUser }) {
  return <DeferredMenu menu={dropdown} menuProps={{ user }} target={<UserMenuButton user={user} />} />;
}
