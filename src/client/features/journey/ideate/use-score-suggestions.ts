import { useMemo, useState } from 'react';
import type { EngineDescription } from '../../../../domain/ai-api';
import type { Idea } from '../../../../domain/journey-state';
import type { ScoreSuggestion } from '../../../../domain/score-suggestions';
import { fetchScoreSuggestions } from '../../../api/score-suggestions';
import { memberScoreOf } from '../../../../domain/team-scores';
import { showErrorToast } from '../../../lib/toast';
import { useJourney } from '../store/journey-context';
import { useAiScope } from '../use-ai-scope';

/** Suggestions as the engine made them; an idea whose scores already match has nothing left to apply. */
export function useScoreSuggestions() {
  const { state, dispatch, userId } = useJourney();
  const scope = useAiScope();
  const [suggestions, setSuggestions] = useState<ReadonlyMap<string, ScoreSuggestion>>(new Map());
  const [engine, setEngine] = useState<EngineDescription | null>(null);
  const [loading, setLoading] = useState(false);

  const request = async () => {
    setLoading(true);
    try {
      const answer = await fetchScoreSuggestions({
        domain: state.selectedDomain,
        subdomain: state.selectedSubdomain,
        problemStatement: state.problemStatement,
        ideas: state.ideas.map(({ id, title, description, type }) => ({ id, title, description, type })),
        ...scope,
      });
      setSuggestions(new Map(answer.suggestions.map((suggestion) => [suggestion.ideaId, suggestion])));
      setEngine(answer.engine);
    } catch (error) {
      console.error('Score suggestions failed', error);
      showErrorToast('Could not suggest scores', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setLoading(false);
    }
  };

  const apply = (suggestion: ScoreSuggestion) =>
    dispatch({ type: 'setIdeaScores', id: suggestion.ideaId, scorerId: userId, appealScore: suggestion.appealScore, fitScore: suggestion.fitScore });

  const pending = useMemo(
    () =>
      state.ideas
        .map((idea) => suggestions.get(idea.id))
        .filter((suggestion): suggestion is ScoreSuggestion => suggestion !== undefined)
        .filter((suggestion) => !isApplied(suggestion, state.ideas, userId)),
    [state.ideas, suggestions, userId],
  );

  return {
    request: () => void request(),
    loading,
    engine,
    suggestionFor: (ideaId: string) => suggestions.get(ideaId),
    apply,
    applyAll: () => pending.forEach(apply),
    pendingCount: pending.length,
  };
}

/** Suggestions are applied to the member's own scores: the team's mean is everyone's. */
export function isApplied(suggestion: ScoreSuggestion, ideas: readonly Idea[], userId: string): boolean {
  const idea = ideas.find((candidate) => candidate.id === suggestion.ideaId);
  const own = idea && memberScoreOf(idea, userId);
  return own?.appeal === suggestion.appealScore && own.fit === suggestion.fitScore;
}
