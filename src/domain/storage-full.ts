/**
 * What the server answers when its storage is full: 507 Insufficient Storage with this code, the
 * client shows the message as it is, and nothing already saved is touched.
 */
export const STORAGE_FULL = {
  status: 507,
  code: 'STORAGE_FULL',
  saveMessage: 'The server cannot save right now: its storage is full.',
  signInMessage: 'The server cannot sign anyone in right now: its storage is full. Please try again later.',
} as const;
