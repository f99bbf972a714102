import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';
import { useJourneyControls } from './journey-context';
import { noteLeaving } from './pending-move';

/** Moves between journey screens, keeping ?journeyId= once the journey exists on the server. */
export function useJourneyNavigate() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const { journeyId } = useJourneyControls();
  return useCallback(
    (path: string, options?: NavigateOptions) => {
      noteLeaving(key);
      return navigate(journeyId ? `${path}?journeyId=${encodeURIComponent(journeyId)}` : path, options);
    },
    [navigate, key, journeyId],
  );
}
