import type { CurrentSession, SessionUser } from '../../api/session';

/**
 * The session the app shows while the server cannot say who is signed in: the last user the
 * server confirmed on this device. Its id tells it apart from a session the server gave.
 */
export const DEVICE_SESSION_ID = 'known-on-this-device';

const optionalText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

/** What the device keeps of the signed-in user: enough for the header and their own draft, no token. */
export function knownUserRecord(user: SessionUser): SessionUser {
  const { id, email, name, image, username, displayUsername } = user;
  return { id, email, name, image: image ?? null, username: username ?? null, displayUsername: displayUsername ?? null };
}

/** Reads a kept record back; anything malformed is as good as nothing. */
export function parseKnownUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, email, name, image, username, displayUsername } = record;
  if (typeof id !== 'string' || id === '' || typeof email !== 'string' || typeof name !== 'string') return null;
  if (!optionalText(image) || !optionalText(username) || !optionalText(displayUsername)) return null;
  return knownUserRecord({ id, email, name, image: image ?? null, username, displayUsername });
}

export function sessionFromDevice(user: SessionUser): CurrentSession {
  return { user, session: { id: DEVICE_SESSION_ID, expiresAt: '' } };
}

export function isSessionFromDevice(session: CurrentSession | null | undefined): boolean {
  return session?.session.id === DEVICE_SESSION_ID;
}
