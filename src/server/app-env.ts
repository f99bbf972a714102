import type { AuthSession } from './auth/auth';
import type { InFlightWork } from './http/in-flight-work';

export type SessionUser = AuthSession['user'];

/** Per-request values the middleware chain sets for the routes. */
export interface AppEnv {
  Variables: {
    clientIp: string;
    requestId: string;
    user: SessionUser;
    session: AuthSession['session'];
    work: InFlightWork;
  };
}
