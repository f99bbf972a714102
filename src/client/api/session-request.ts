import { apiFetch } from './http';

// Who is signed in, without the query cache: the landing page's own script asks this way too.

export interface SessionUser {
  id: string;
  email: string;
  /** The full name; empty when the user gave none. */
  name: string;
  /** The avatar image (the spec's user_metadata.avatar_url). */
  image: string | null;
  username?: string | null;
  /** The username as typed; `username` is its lower-case form. */
  displayUsername?: string | null;
}

export interface CurrentSession {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export function fetchSession(): Promise<CurrentSession | null> {
  return apiFetch<CurrentSession | null>('/api/auth/get-session');
}
