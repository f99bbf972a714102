import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resumePath, STAGE, STAGE_ENTRY_PATHS } from '../../../../domain/journey-progress';
import type { JourneyState } from '../../../../domain/journey-state';

/**
 * Router state the dashboard sends with the spec's entry (/define/team?journeyId=X): 'reached'
 * moves on to where the journey left off, 'outputs' opens a completed journey's pitch.
 */
export type ResumeRequest = 'reached' | 'outputs';

function resumeRequest(state: unknown): ResumeRequest | null {
  const resume = (state as { resume?: unknown } | null)?.resume;
  return resume === 'reached' || resume === 'outputs' ? resume : null;
}

/** Once, when the journey opens: replaces the entry screen with the one the journey reached. */
export function useResumeJourney(state: JourneyState, journeyId: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const request = resumeRequest(location.state);
    if (!request || !journeyId) return;
    const target = request === 'outputs' ? STAGE_ENTRY_PATHS[STAGE.output] : resumePath(state);
    // The request is used up: a reload or Back must not move the user on again.
    navigate(`${target}?journeyId=${encodeURIComponent(journeyId)}`, { replace: true, state: null });
    // Only at mount, with the journey as it was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
