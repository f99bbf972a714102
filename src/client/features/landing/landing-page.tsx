import { useSession } from '../../api/session';
import { AppHeader } from '../../components/app-header';
import { ChatFab } from '../../components/chat-fab';
import { LandingView } from './landing-view';
import { usePrimaryAction } from './use-primary-action';

/** The landing page inside the app: signed-in and signed-out variants (SPEC section 2). */
export function LandingPage() {
  const { data: session } = useSession();
  return <LandingView header={<AppHeader />} action={usePrimaryAction()} chat={session && <ChatFab />} />;
}
