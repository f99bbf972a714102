import { emailSchema } from './auth-schemas';
import { WORKSPACE_ROLES } from './workspace-roles';
import { z } from './zod';

export const WORKSPACE_NAME_MAX_LENGTH = 80;
export const INVITATION_LIFETIME_DAYS = 7;
/** Invitations one person may send per hour: enough for a team, too few to flood inboxes. */
export const INVITATIONS_PER_HOUR = 30;

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES, {
  message: 'Choose a role: owner, editor or viewer.',
});
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;
export type WorkspaceKind = 'personal' | 'team';

export const WORKSPACE_MESSAGES = {
  nameRequired: 'Please give the workspace a name.',
  nameTooLong: `Please keep the workspace name under ${WORKSPACE_NAME_MAX_LENGTH} characters.`,
  nameOneLine: 'Please keep the workspace name on one line.',
  viewerCannotEdit: 'Viewers can read this journey but not change it.',
  ownerOnly: 'Only an owner of this workspace can do that.',
  editorOnly: 'Only owners and editors of this workspace can add or move journeys here.',
  personalIsPrivate: 'Your personal workspace is just for you. Create a team workspace to work with colleagues.',
  lastOwner: 'A workspace needs at least one owner. Make another member an owner first.',
  alreadyMember: 'This person is already a member of the workspace.',
  tooManyInvitations: `You can send up to ${INVITATIONS_PER_HOUR} invitations an hour. Please try again later.`,
  moveOwnerOnly: 'Only an owner of the journey’s workspace can move it elsewhere.',
  invitationNotFound: 'This invitation link is not valid. Ask for a new invitation.',
  invitationUsed: 'This invitation has already been used. Ask for a new invitation if you need one.',
  invitationExpired: `This invitation has expired (they last ${INVITATION_LIFETIME_DAYS} days). Ask for a new one.`,
  invitationWrongEmail:
    'This invitation was sent to a different e-mail address. Sign in with the address it was sent to.',
} as const;

export const workspaceNameSchema = z
  .string({ message: WORKSPACE_MESSAGES.nameRequired })
  .trim()
  .min(1, WORKSPACE_MESSAGES.nameRequired)
  .max(WORKSPACE_NAME_MAX_LENGTH, WORKSPACE_MESSAGES.nameTooLong)
  .refine((name) => ![...name].some((character) => character.charCodeAt(0) < 32), WORKSPACE_MESSAGES.nameOneLine);

export const workspaceNameInputSchema = z.object({ name: workspaceNameSchema });
export type WorkspaceNameInput = z.infer<typeof workspaceNameInputSchema>;

export const inviteMemberSchema = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()),
  role: workspaceRoleSchema,
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const changeRoleSchema = z.object({ role: workspaceRoleSchema });

export const moveJourneySchema = z.object({
  workspaceId: z.string({ message: 'Choose a workspace.' }).min(1, 'Choose a workspace.').max(200),
});

export interface WorkspaceSummary {
  id: string;
  name: string;
  kind: WorkspaceKind;
  /** The caller's role in it. */
  role: WorkspaceRole;
}

export interface WorkspaceMember {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: string;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string | null;
  expiresAt: string;
}

/** What the accept page shows to the invited person before they join. */
export interface InvitationPreview {
  workspaceName: string;
  role: WorkspaceRole;
  invitedBy: string | null;
}

/**
 * What the link alone shows before anyone signs in: the same, and the invited address with its
 * local part hidden past the first letter, so the person knows which address to sign in with.
 */
export interface PublicInvitationPreview extends InvitationPreview {
  invitedAddress: string;
}

/** `dee.viewer@bank.example` -> `d•••@bank.example`. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

export { ROLE_LABELS, canEditJourneys } from './workspace-roles';

/** A user's display name, else their e-mail address (names are optional at sign-up). */
export function memberDisplayName(user: { name: string | null; email: string }): string {
  return user.name?.trim() || user.email;
}
