import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarFileProblem, detectImageType } from './avatar-image';

const bytes = (...values: number[]) => new Uint8Array(values);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const webp = new Uint8Array([
  ...new TextEncoder().encode('RIFF'),
  1,
  2,
  3,
  4,
  ...new TextEncoder().encode('WEBPVP8 '),
]);

describe('detectImageType', () => {
  it('knows PNG, JPEG and WebP by their signatures', () => {
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(webp)).toBe('image/webp');
  });

  it('refuses other content whatever the file is called', () => {
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('RIFF1234WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});

describe('avatarFileProblem', () => {
  it('says what is wrong: empty, too large, or not an image', () => {
    expect(avatarFileProblem(png, 0)).toBe(AVATAR_MESSAGES.empty);
    expect(avatarFileProblem(png, AVATAR_MAX_BYTES + 1)).toBe(AVATAR_MESSAGES.tooLarge);
    expect(avatarFileProblem(bytes(1, 2, 3), 3)).toBe(AVATAR_MESSAGES.notAnImage);
    expect(avatarFileProblem(png, AVATAR_MAX_BYTES)).toBeNull();
  });
});
