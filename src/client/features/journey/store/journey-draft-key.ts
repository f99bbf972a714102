/** The spec's local-storage key, in a module of its own so the landing page loads no schema code. */
export const DRAFT_STORAGE_KEY = 'innovationJourneyProgress';

export function clearDraft(): void {
  window.localStorage.removeItem(DRAFT_STORAGE_KEY);
}
