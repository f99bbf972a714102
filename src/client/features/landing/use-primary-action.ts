import { useSession } from '../../api/session';
import { useStartNewJourney } from '../journey/store/use-start-new-journey';
import type { PrimaryAction } from './primary-action';

/** The landing page's action inside the app: start a new journey when signed in. */
export function usePrimaryAction(): PrimaryAction {
  const { data: session } = useSession();
  const startNewJourney = useStartNewJourney();
  return { signedIn: Boolean(session), run: startNewJourney };
}
