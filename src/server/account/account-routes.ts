import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Auth } from '../auth/auth';
import type { AuditTrail } from '../audit/audit-trail';
import type { SessionChanges } from '../auth/session-reads';
import type { AppDatabase } from '../db/database';
import type { AiUsageRepository } from '../ai/governance/ai-usage-repository';
import { personalDataExportRoutes } from './personal-data-export';
import { userAvatarRoutes } from './user-avatar-routes';
import { deleteAccountRoutes } from './delete-account';
import { profileRoutes } from './profile-routes';
import { sessionRoutes } from './session-routes';
import { userAvatarsRepository } from './user-avatars-repository';

/** /api/account: the signed-in user's profile, avatar, sessions, a download of it all, and its deletion. */
export function accountRoutes(
  auth: Auth,
  database: AppDatabase,
  governance: { usage: AiUsageRepository; audit: AuditTrail; sessions: SessionChanges },
) {
  return new Hono<AppEnv>()
    .route('/', personalDataExportRoutes(database.db, governance.usage, governance.audit))
    .route('/', profileRoutes(auth, database.db))
    .route('/', userAvatarRoutes(userAvatarsRepository(database.db, database.dialect), governance.sessions))
    .route('/', sessionRoutes(database.db, governance.sessions))
    .route('/', deleteAccountRoutes(auth, database.db, governance.sessions));
}
