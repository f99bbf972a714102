/**
 * "Follow me" (issue 23) for a participant: while following, each move of the facilitator, and each
 * "Bring everyone here", takes them to the facilitator's step. Moving elsewhere themselves stops
 * following; coming back to the facilitator's step (by hand or with "Back to the facilitator")
 * starts it again. A reload starts from INITIAL_FOLLOW, so it puts them where the session is.
 */
export interface FollowState {
  following: boolean;
  /** The facilitator's step and gathering count last acted on. */
  seen: { step: string; gathering: number } | null;
  /** The step this person was on when last looked at. */
  at: string | null;
  /** Steps this screen sent them to that they have not all reached yet (moves can overtake each other). */
  sentTo: string[];
}

export const INITIAL_FOLLOW: FollowState = { following: true, seen: null, at: null, sentTo: [] };

export interface SessionPlace {
  step: string;
  gathering: number;
}

export interface FollowDecision {
  state: FollowState;
  /** Where to take the person now, or null to leave them. */
  navigateTo: string | null;
}

function afterOwnMove(state: FollowState, place: SessionPlace, currentStep: string): FollowState {
  if (state.at === null || state.at === currentStep) return { ...state, at: currentStep };
  if (state.sentTo.includes(currentStep)) {
    return { ...state, at: currentStep, sentTo: currentStep === place.step ? [] : state.sentTo };
  }
  return { ...state, at: currentStep, sentTo: [], following: currentStep === place.step };
}

export function decideFollow(previous: FollowState, place: SessionPlace, currentStep: string): FollowDecision {
  const moved = afterOwnMove(previous, place, currentStep);
  const seen = moved.seen;
  if (seen && seen.step === place.step && seen.gathering === place.gathering) return { state: moved, navigateTo: null };
  const gathered = seen !== null && seen.gathering !== place.gathering;
  const following = moved.following || gathered;
  const navigateTo = following && currentStep !== place.step ? place.step : null;
  const sentTo = navigateTo ? [...moved.sentTo, navigateTo].slice(-5) : moved.sentTo;
  return { state: { ...moved, following, seen: { ...place }, sentTo }, navigateTo };
}

/** "Back to the facilitator": follow again, starting with a move to their step. */
export function followAgain(state: FollowState, place: SessionPlace, currentStep: string): FollowDecision {
  const navigateTo = currentStep === place.step ? null : place.step;
  return {
    state: { ...state, following: true, seen: { ...place }, sentTo: navigateTo ? [...state.sentTo, navigateTo].slice(-5) : state.sentTo },
    navigateTo,
  };
}
