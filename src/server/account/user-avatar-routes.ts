import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../domain/avatar-image';
import type { AppEnv } from '../app-env';
import type { SessionChanges } from '../auth/session-reads';
import { errorBody, notFoundError } from '../errors';
import { prepareAvatar } from './avatar-image';
import type { UserAvatarsRepository } from './user-avatars-repository';

export const AVATAR_UPLOAD_PATH = '/api/account/avatar';

/**
 * PUT takes the image file itself as the body; its type is told from its bytes, not from headers.
 * The user's image URL is part of a cached session, so each change is told to the session cache.
 */
export function userAvatarRoutes(avatars: UserAvatarsRepository, sessions: SessionChanges) {
  const uploadLimit = bodyLimit({
    maxSize: AVATAR_MAX_BYTES,
    onError: (c) => c.json(errorBody('AVATAR_TOO_LARGE', AVATAR_MESSAGES.tooLarge), 413),
  });
  return new Hono<AppEnv>()
    .put('/avatar', uploadLimit, async (c) => {
      const avatar = await prepareAvatar(new Uint8Array(await c.req.arrayBuffer()));
      const image = await avatars.save(c.get('user').id, avatar);
      await sessions.changed(c.get('user').id);
      return c.json({ image });
    })
    .delete('/avatar', async (c) => {
      await avatars.remove(c.get('user').id);
      await sessions.changed(c.get('user').id);
      return c.body(null, 204);
    })
    .get('/avatar/:userId', async (c) => {
      // Only the owner sees a picture; anyone else gets the same 404 as for a user without one.
      const userId = c.req.param('userId');
      const avatar = userId === c.get('user').id ? await avatars.find(userId) : undefined;
      if (!avatar) throw notFoundError('The avatar');
      c.header('Content-Type', avatar.contentType);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Disposition', 'inline; filename="avatar.webp"');
      c.header('Cache-Control', 'private, max-age=31536000, immutable');
      return c.body(new Uint8Array(avatar.content));
    });
}
