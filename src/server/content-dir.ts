import { fileURLToPath } from 'node:url';

/**
 * The content that ships with Innovation Studio (idea patterns, knowledge sheets). This file sits two
 * folders below the project (src/server/) and so does the built server (dist/server/main.js), so the
 * same relative path holds whether the server runs from source (tsx) or from the build.
 */
export const BUNDLED_CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));
