import type { DeleteConfirmationKind } from './account-schemas';

/** GET /api/account/delete-confirmation: what the delete dialog must ask for. */
export interface DeleteConfirmationAnswer {
  confirmWith: DeleteConfirmationKind;
}

/** What the account screen receives about one signed-in browser. */
export interface AccountSession {
  id: string;
  /** For example "Firefox on Windows". */
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session of the browser asking. */
  current: boolean;
}

export interface UpdatedProfile {
  name: string;
  /** Stored in lower case, so it is unique however it is typed. */
  username: string | null;
  /** The username as the user typed it. */
  displayUsername: string | null;
}
