import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  AVATAR_SIZE_PIXELS,
  detectImageType,
} from '../../domain/avatar-image';
import { ApiError } from '../errors';

export interface PreparedAvatar {
  content: Uint8Array;
  contentType: 'image/webp';
}

const SHARP_FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/** Larger pictures are refused before decoding, so a tiny file cannot unpack into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an upload by its content and re-encodes it as a small square WebP. Re-encoding also
 * drops EXIF data such as the place a photo was taken.
 */
export async function prepareAvatar(bytes: Uint8Array): Promise<PreparedAvatar> {
  if (bytes.length === 0) throw new ApiError(400, 'EMPTY_FILE', AVATAR_MESSAGES.empty);
  if (bytes.length > AVATAR_MAX_BYTES) throw new ApiError(413, 'AVATAR_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
  const type = detectImageType(bytes);
  if (!type) throw new ApiError(415, 'UNSUPPORTED_IMAGE', AVATAR_MESSAGES.notAnImage);
  // The image library (and its native part) is loaded at the first upload, not at start.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMATS[type]) throw new Error(`content says ${type}, decoder says ${format}`);
    const content = await image
      .rotate()
      .resize(AVATAR_SIZE_PIXELS, AVATAR_SIZE_PIXELS, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
    return { content: new Uint8Array(content), contentType: 'image/webp' };
  } catch {
    throw new ApiError(400, 'INVALID_IMAGE', AVATAR_MESSAGES.unreadable);
  }
}
