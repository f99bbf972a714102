import type { RwwDraftsInput, RwwDraftsResponse } from '../../domain/rww/rww-drafts-api';
import { apiFetch } from './http';

/** Asks the engine to draft every Real-Win-Worth item; nothing counts until a person confirms a draft. */
export function fetchRwwDrafts(request: RwwDraftsInput, signal?: AbortSignal): Promise<RwwDraftsResponse> {
  return apiFetch<RwwDraftsResponse>('/api/ai/rww-drafts', { method: 'POST', json: request, signal });
}
