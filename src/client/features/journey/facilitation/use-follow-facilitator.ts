import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SessionView } from '../../../../domain/facilitation/facilitation-api';
import { stepOf } from '../store/use-journey-stream';
import { useJourneyNavigate } from '../store/use-journey-navigate';
import { type FollowDecision, INITIAL_FOLLOW, decideFollow, followAgain } from './follow-facilitator';

/**
 * A participant follows the facilitator (follow-facilitator.ts); the facilitator's own moves are
 * sent to the server so everyone's bar shows their step. Answers whether this person is following,
 * and the "Back to the facilitator" move.
 */
export function useFollowFacilitator(session: SessionView | null, reportStep: (step: string) => void) {
  const { pathname } = useLocation();
  const currentStep = stepOf(pathname);
  const go = useJourneyNavigate();
  const goRef = useRef(go);
  goRef.current = go;
  const state = useRef({ sessionId: '', follow: INITIAL_FOLLOW });
  const [following, setFollowing] = useState(true);
  const reportRef = useRef(reportStep);
  reportRef.current = reportStep;

  const apply = useCallback((decision: FollowDecision) => {
    state.current.follow = decision.state;
    setFollowing(decision.state.following);
    if (decision.navigateTo) void goRef.current(`/${decision.navigateTo}`);
  }, []);

  const sessionId = session?.id ?? '';
  const facilitating = session?.youFacilitate ?? false;
  const step = session?.step ?? '';
  const gathering = session?.gathering ?? 0;
  useEffect(() => {
    if (!sessionId) return;
    if (state.current.sessionId !== sessionId) state.current = { sessionId, follow: INITIAL_FOLLOW };
    if (facilitating) {
      state.current.follow = INITIAL_FOLLOW;
      if (currentStep !== step) reportRef.current(currentStep);
      return;
    }
    apply(decideFollow(state.current.follow, { step, gathering }, currentStep));
  }, [sessionId, facilitating, step, gathering, currentStep, apply]);

  const backToFacilitator = () => apply(followAgain(state.current.follow, { step, gathering }, currentStep));
  return { following: facilitating || following, backToFacilitator };
}
