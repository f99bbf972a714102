import type { AuthSession } from './auth/auth';

export type SessionUser = AuthSession['user'];

/** Per-request values the middleware chain sets for the routes. */
export interface AppEnv {
  Variables: {
    clientIp: string;
    requestId: string;
    user: SessionUser;
    session: AuthSession['session'];
  };
}
