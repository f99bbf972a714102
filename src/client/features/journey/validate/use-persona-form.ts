import type { UserPersona } from '../../../../domain/journey-state';
import {
  fillEmptySuggestions,
  suggestExtremeUser,
  suggestionCount,
  suggestUnexpectedUser,
} from '../../../../domain/user-persona-suggestions';
import { isFilled } from '../../../../domain/validate-rules';
import { useJourney } from '../store/journey-context';
import { nextSuggestionVariant } from './next-suggestion';

export type SuggestedPersonaField = 'extremeUser' | 'unexpectedUser';

const SUGGEST: Readonly<Record<SuggestedPersonaField, (domainId: string, variant: number) => string>> = {
  extremeUser: suggestExtremeUser,
  unexpectedUser: suggestUnexpectedUser,
};

/**
 * The persona form's changes. Suggestions are filled when the average user is first entered
 * (SPEC section 4), not on every render, so a user may still clear a suggestion and leave it empty.
 */
export function usePersonaForm() {
  const { state, dispatch } = useJourney();
  const persona = state.userPersona;
  const domainId = state.selectedDomain;

  const update = (field: keyof UserPersona, value: string) => {
    const changed = { ...persona, [field]: value };
    const firstAverageUser = field === 'averageUser' && !isFilled(persona.averageUser);
    dispatch({
      type: 'updateUserPersona',
      changes: firstAverageUser ? fillEmptySuggestions(changed, domainId) : changed,
    });
  };

  const regenerate = (field: SuggestedPersonaField) => {
    const suggest = (variant: number) => SUGGEST[field](domainId, variant);
    const variant = nextSuggestionVariant(persona[field], suggestionCount(domainId)[field], suggest);
    dispatch({ type: 'updateUserPersona', changes: { [field]: suggest(variant) } });
  };

  return { persona, update, regenerate };
}
