/**
 * The invitation a signed-out visitor opened, kept on this device until they have signed in or
 * registered (from any page, in this tab or another) and joined, so the invitation is never lost
 * on the way through the sign-in screens.
 */
const KEY = 'innovationStudio.pendingInvitation';

export function rememberPendingInvitation(token: string): void {
  try {
    window.localStorage.setItem(KEY, token);
  } catch {
    // Storage blocked: the visitor can still open the link again after signing in.
  }
}

export function pendingInvitation(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPendingInvitation(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Where a visitor goes once signed in: the invitation they came for, if any. */
export const pendingInvitationPath = (): string | null => {
  const token = pendingInvitation();
  return token ? `/invitations/${encodeURIComponent(token)}` : null;
};
