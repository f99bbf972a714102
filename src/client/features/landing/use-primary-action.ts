import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { useStartNewJourney } from '../journey/store/use-start-new-journey';

/** The hero's action: start a journey when signed in, else sign in (signed out, the buttons are links to /auth). */
export function usePrimaryAction() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const startNewJourney = useStartNewJourney();
  const signedIn = Boolean(session);
  return {
    signedIn,
    run: () => (signedIn ? startNewJourney() : navigate('/auth')),
  };
}
