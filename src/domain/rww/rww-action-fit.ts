import type { JourneyState } from '../journey-state';
import type { RwwAction } from './journey-reducer-rww';
import type { RwwItemId } from './rww-items';

export const RWW_FIT_MESSAGES = {
  ideaChanged: 'The chosen idea has changed since: this change was made for another idea’s Real-Win-Worth screen.',
  draftGone: 'That draft is no longer there: someone confirmed, changed or discarded it.',
  notAMaybe: 'That item is no longer a Maybe, so it is not an open question any more: someone changed its answer.',
} as const;

/** Why a Real-Win-Worth change cannot be applied to the journey as it is now; null when it fits. */
export function whyRwwActionDoesNotFit(state: JourneyState, action: RwwAction): string | null {
  if (state.selectedIdea?.id !== action.ideaId) return RWW_FIT_MESSAGES.ideaChanged;
  const screen = state.rwwScreens[action.ideaId];
  const answerOf = (itemId: RwwItemId) => screen?.answers[itemId]?.answer ?? null;
  switch (action.type) {
    case 'confirmRwwDraft':
      return screen?.drafts[action.itemId] ? null : RWW_FIT_MESSAGES.draftGone;
    case 'setRwwQuestionOwner':
    case 'setRwwQuestionDone':
      return answerOf(action.itemId) === 'maybe' ? null : RWW_FIT_MESSAGES.notAMaybe;
    default:
      return null;
  }
}

