import { useCallback } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';
import { useJourney } from './journey-context';

/** Moves between journey screens, keeping ?journeyId= once the journey exists on the server. */
export function useJourneyNavigate() {
  const navigate = useNavigate();
  const { journeyId } = useJourney();
  return useCallback(
    (path: string, options?: NavigateOptions) =>
      navigate(journeyId ? `${path}?journeyId=${encodeURIComponent(journeyId)}` : path, options),
    [navigate, journeyId],
  );
}
