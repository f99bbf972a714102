import { ApiRequestError } from '../api/http';
import { queryClient } from '../app/providers';
import { SESSION_QUERY_KEY } from '../api/session';
import { showErrorToast } from './toast';

/**
 * SPEC section 8: saving, loading or deleting while signed out says so. Forgetting the session
 * lets the guard take the user to /auth; their local draft stays for when they come back.
 */
export function handleNotAuthenticated(error: unknown, action: 'save' | 'load' | 'delete'): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return false;
  showErrorToast('Not authenticated', `You must be logged in to ${action} a journey.`);
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  return true;
}
