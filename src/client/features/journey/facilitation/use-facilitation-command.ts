import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/toast';
import { useJourneyControls } from '../store/journey-context';
import { type FacilitationCommand, sendFacilitationCommand } from './facilitation-requests';
import { keepNewerReading } from './use-facilitation';

/**
 * Sends session commands; the answer (the session as it is now) replaces this screen's view at
 * once, and a refusal is said in the server's words.
 */
export function useFacilitationCommand() {
  const { journeyId } = useJourneyControls();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (command: FacilitationCommand) => sendFacilitationCommand(journeyId!, command),
    onSuccess: (reading) => keepNewerReading(queryClient, journeyId!, reading),
    onError: (error) => showErrorToast('Session not updated', error.message, { id: 'facilitation-error' }),
  });
  const send = async (command: FacilitationCommand): Promise<boolean> => {
    if (!journeyId) return false;
    try {
      await mutation.mutateAsync(command);
      return true;
    } catch {
      return false;
    }
  };
  return { send, pending: mutation.isPending };
}
