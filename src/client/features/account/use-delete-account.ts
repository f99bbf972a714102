import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAccount } from '../../api/account';
import { SESSION_QUERY_KEY } from '../../api/session';
import { forgetThisDevice } from '../../lib/offline/known-on-this-device';
import { showSuccessToast } from '../../lib/toast';

/** Deletes the account, then leaves nothing of it in this browser and lands signed out on /. */
export function useDeleteAccountFlow() {
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleted = useRef(false);

  // The session is dropped only when this screen unmounts, that is once the move to / has been
  // committed; dropping it sooner lets the guard send the user to /auth instead.
  useEffect(() => {
    const flag = deleted;
    return () => {
      if (!flag.current) return;
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      showSuccessToast('Account deleted', 'Your account, journeys and chats have been deleted.');
    };
  }, [queryClient]);

  const run = (confirmation: string, onError: (error: Error) => void) =>
    deleteAccount.mutate(confirmation, {
      onSuccess: () => {
        forgetThisDevice();
        deleted.current = true;
        void navigate('/', { replace: true });
      },
      onError,
    });
  return { run, pending: deleteAccount.isPending };
}
