export const AVATAR_MAX_BYTES = 1024 * 1024;
/** Stored avatars are squares of this many pixels, large enough for a 2x "xl" Mantine avatar. */
export const AVATAR_SIZE_PIXELS = 256;

export type AvatarImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const AVATAR_MESSAGES = {
  tooLarge: 'The image is larger than 1 MB. Please choose a smaller one.',
  notAnImage: 'This file is not a PNG, JPEG or WebP image. Please choose a picture in one of those formats.',
  unreadable:
    'We could not read this image. It may be damaged; please choose another PNG, JPEG or WebP file.',
  empty: 'The file is empty. Please choose a PNG, JPEG or WebP image.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type told by the file's first bytes; the file name and the declared type are never trusted. */
export function detectImageType(bytes: Uint8Array): AvatarImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The first reason a file cannot be an avatar, or null when it may be sent. */
export function avatarFileProblem(bytes: Uint8Array, totalSize: number): string | null {
  if (totalSize === 0) return AVATAR_MESSAGES.empty;
  if (totalSize > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return detectImageType(bytes) ? null : AVATAR_MESSAGES.notAnImage;
}
