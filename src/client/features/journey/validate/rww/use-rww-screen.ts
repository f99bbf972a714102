import { useCallback, useMemo } from 'react';
import type { RwwAction, RwwChange } from '../../../../../domain/rww/journey-reducer-rww';
import { chosenIdeaScreen } from '../../../../../domain/rww/rww-state';
import type { TextEditHint } from '../../../../../domain/shared-text';
import { useJourney } from '../../store/journey-context';

export type { RwwChange };

/**
 * The chosen idea's Real-Win-Worth screen, and a way to change it: every change names the idea it
 * was made for and the time, so it lands on that idea's screen or nowhere.
 */
export function useRwwScreen() {
  const { state, dispatch, userId, readOnly } = useJourney();
  const ideaId = state.selectedIdea?.id ?? null;
  const screen = useMemo(() => chosenIdeaScreen(state), [state]);
  const change = useCallback(
    (action: RwwChange, hint?: TextEditHint) => {
      if (!ideaId) return;
      dispatch({ ...action, ideaId, at: new Date().toISOString() } as RwwAction, hint);
    },
    [dispatch, ideaId],
  );
  return { screen, ideaId, change, userId, readOnly };
}
