import type { z } from '../../domain/zod';
import type { ScoreSuggestionsResponse, scoreSuggestionsRequestSchema } from '../../domain/score-suggestions';
import { apiFetch } from './http';

export type ScoreSuggestionsInput = z.input<typeof scoreSuggestionsRequestSchema>;

/** Asks the engine for suggested scores; nothing is applied until a person clicks. */
export function fetchScoreSuggestions(request: ScoreSuggestionsInput, signal?: AbortSignal): Promise<ScoreSuggestionsResponse> {
  return apiFetch<ScoreSuggestionsResponse>('/api/ai/score-suggestions', { method: 'POST', json: request, signal });
}
