import type { ReactNode } from 'react';
import { useSession } from '../api/session';
import { AppHeaderView } from './app-header-view';

/** The header of every screen, for whoever is signed in. */
export function AppHeader({ children }: { children?: ReactNode }) {
  const { data: session } = useSession();
  return <AppHeaderView user={session?.user}>{children}</AppHeaderView>;
}
