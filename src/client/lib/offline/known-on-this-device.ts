import type { SessionUser } from '../../api/session';
import { clearDraft } from '../../features/journey/store/journey-draft-key';
import { cannotReachServer, reportServerUnreachable } from './connection';
import { knownUserRecord, parseKnownUser } from './known-user';

/**
 * What this device knows when the server cannot be reached: the user the server last confirmed
 * signed in here, and (kept by the journey screens) that user's journey draft. No answer of the API
 * is kept; signing out forgets both.
 */
const KNOWN_USER_KEY = 'innovationStudio.signedInUser';

export function rememberSignedInUser(user: SessionUser): void {
  try {
    window.localStorage.setItem(KNOWN_USER_KEY, JSON.stringify(knownUserRecord(user)));
  } catch {
    // Storage full or blocked: the app then needs the server to know who is signed in.
  }
}

export function readKnownUser(): SessionUser | null {
  try {
    return parseKnownUser(window.localStorage.getItem(KNOWN_USER_KEY));
  } catch {
    return null;
  }
}

/** The server said nobody is signed in here: the device no longer opens anyone's work by itself. */
export function forgetKnownUser(): void {
  try {
    window.localStorage.removeItem(KNOWN_USER_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Signing out: the next person on a shared computer finds neither this user nor their draft. */
export function forgetThisDevice(): void {
  forgetKnownUser();
  clearDraft();
}

/** A load that failed because the server was out of reach may open this device's copy instead. */
export function fallsBackToDevice(error: unknown): boolean {
  if (!cannotReachServer(error)) return false;
  reportServerUnreachable();
  return true;
}
