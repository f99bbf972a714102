import { useNavigate } from 'react-router';
import { useSignOut } from '../api/session';
import { forgetThisDevice } from './offline/known-on-this-device';
import { showErrorToast, showSuccessToast } from './toast';

export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    logout: () =>
      signOut.mutate(undefined, {
        onSuccess: () => {
          // The next person on a shared computer must find neither this user nor their draft.
          forgetThisDevice();
          showSuccessToast('Logged out', 'You have been successfully logged out.');
          navigate('/auth');
        },
        onError: () => showErrorToast('Logout failed', 'There was an error logging out. Please try again.'),
      }),
  };
}
