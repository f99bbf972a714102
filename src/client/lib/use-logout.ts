import { useNavigate } from 'react-router';
import { useSignOut } from '../api/session';
import { clearDraft } from '../features/journey/store/journey-draft-key';
import { showErrorToast, showSuccessToast } from './toast';

export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    logout: () =>
      signOut.mutate(undefined, {
        onSuccess: () => {
          // The next person on a shared computer must not find this user's draft.
          clearDraft();
          showSuccessToast('Logged out', 'You have been successfully logged out.');
          navigate('/auth');
        },
        onError: () => showErrorToast('Logout failed', 'There was an error logging out. Please try again.'),
      }),
  };
}
