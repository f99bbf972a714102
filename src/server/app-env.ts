// The per-request values every route reads. This file imports nothing of ours but a domain type, so
// that any module may name these types without tying itself to the auth set-up or the middleware
// that fills them.
import type { TokenGrant } from '../domain/api-token-scopes';

/** The signed-in user, as better-auth answers it with our plugins (src/server/auth/auth.ts). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null | undefined;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  username?: string | null | undefined;
  displayUsername?: string | null | undefined;
}

/** The session the request came with. */
export interface SessionRecord {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  ipAddress?: string | null | undefined;
  userAgent?: string | null | undefined;
}

/**
 * The work the app has started and not finished: requests, and the event streams they opened (which
 * go on after their request has answered). Shutdown waits for it before closing the database, since
 * a client that hangs up does not stop the work its request began.
 */
export interface InFlightWork {
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once nothing is in flight. */
  settled(): Promise<void>;
}

/** What better-auth's hooks and our own routes call when sessions end or an account changes (src/server/auth/session-reads.ts). */
export interface SessionChanges {
  /**
   * Forgets the user's cached sessions (null: everyone's) here at once, and on every other process;
   * resolves once the others have been told, or could not be (bounded by the live bus's deadline).
   */
  changed(userId: string | null): Promise<void>;
}

/** Per-request values the middleware chain sets for the routes. */
export interface AppEnv {
  Variables: {
    clientIp: string;
    requestId: string;
    user: SessionUser;
    session: SessionRecord;
    work: InFlightWork;
    /** Set when the request came with an API token instead of a session cookie. */
    apiToken?: TokenGrant;
    /** The workspace a role check found the request acting in: where a token's use is recorded. */
    actingWorkspaceId?: string;
  };
}
