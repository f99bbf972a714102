import type { UserPersona } from '../../../../domain/journey-state';
import type { TextEditHint } from '../../../../domain/shared-text';
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

  /** Sends the field the person typed in, and the suggestions it brings: never the fields they did not touch. */
  const update = (field: keyof UserPersona, value: string, hint?: TextEditHint) => {
    const changes: Partial<UserPersona> = { [field]: value };
    if (field === 'averageUser' && !isFilled(persona.averageUser)) {
      const filled = fillEmptySuggestions({ ...persona, [field]: value }, domainId);
      for (const suggested of ['extremeUser', 'unexpectedUser'] as const) {
        if (filled[suggested] !== persona[suggested]) changes[suggested] = filled[suggested];
      }
    }
    dispatch({ type: 'updateUserPersona', changes }, hint);
  };

  const regenerate = (field: SuggestedPersonaField) => {
    const suggest = (variant: number) => SUGGEST[field](domainId, variant);
    const variant = nextSuggestionVariant(persona[field], suggestionCount(domainId)[field], suggest);
    dispatch({ type: 'updateUserPersona', changes: { [field]: suggest(variant) } });
  };

  return { persona, update, regenerate };
}
