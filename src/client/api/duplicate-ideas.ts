import type { DuplicateIdeasInput, DuplicateIdeasResponse } from '../../domain/duplicate-ideas-api';
import { apiFetch } from './http';

/** Likely duplicates among the ideas, by meaning as well as by shared words (the word vectors live on the server). */
export function fetchDuplicateIdeas(journeyId: string, request: DuplicateIdeasInput, signal?: AbortSignal): Promise<DuplicateIdeasResponse> {
  return apiFetch<DuplicateIdeasResponse>(`/api/journeys/${encodeURIComponent(journeyId)}/duplicate-ideas`, {
    method: 'POST',
    json: request,
    signal,
  });
}
