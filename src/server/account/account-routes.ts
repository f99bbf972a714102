import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Auth } from '../auth/auth';
import type { AppDatabase } from '../db/database';
import { userAvatarRoutes } from './user-avatar-routes';
import { deleteAccountRoutes } from './delete-account';
import { profileRoutes } from './profile-routes';
import { sessionRoutes } from './session-routes';
import { userAvatarsRepository } from './user-avatars-repository';

/** /api/account: the signed-in user's profile, avatar, sessions and the deletion of it all. */
export function accountRoutes(auth: Auth, database: AppDatabase) {
  return new Hono<AppEnv>()
    .route('/', profileRoutes(auth, database.db))
    .route('/', userAvatarRoutes(userAvatarsRepository(database.db, database.dialect)))
    .route('/', sessionRoutes(database.db))
    .route('/', deleteAccountRoutes(auth, database.db));
}
