import { AUTH_MESSAGES } from '../../../domain/auth-rules';
import { STORAGE_FULL } from '../../../domain/storage-full';
import { ApiRequestError } from '../../api/http';

/** What the auth forms say when the server refuses; never whether an e-mail exists on sign-in. */
export function authErrorMessage(error: unknown, mode: 'sign-in' | 'register'): string {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  if (error.code === 'NETWORK') return AUTH_MESSAGES.unreachable;
  if (error.status === 429) return error.message;
  // The server cannot store a session: its own words say so, and that no password is to blame.
  if (error.code === STORAGE_FULL.code) return error.message;
  if (mode === 'sign-in' && (error.status === 401 || error.status === 400)) return AUTH_MESSAGES.invalidCredentials;
  if (error.status >= 500) return 'The server could not complete the request. Please try again in a moment.';
  return error.message;
}
