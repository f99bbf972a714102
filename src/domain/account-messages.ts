/** The account screens' words, in a module without a schema, for the forms of a first visit. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is not correct',
  passwordsDiffer: 'The passwords do not match',
  invalidResetToken: 'This reset link is invalid, already used or expired. Please ask for a new one.',
  resetRequested:
    'If an account exists for this e-mail address, we have sent it a link to set a new password. The link works once, within one hour.',
  cannotRevokeCurrentSession: 'This is the session you are using. Use Sign out instead.',
  soleOwner: (workspaceNames: string[]) =>
    `You are the only owner of ${workspaceNames.map((name) => `"${name}"`).join(', ')}. Make another member an owner, or delete the workspace, before deleting your account.`,
} as const;
