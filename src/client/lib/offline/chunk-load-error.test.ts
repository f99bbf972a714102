import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/chat-page-BbKP2oEA.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://localhost:3000/assets/chat-page-BbKP2oEA.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['a style sheet Vite preloads', new Error('Unable to preload CSS for /assets/journey-screens-Ab12.css')],
  ])('knows a script or style sheet that did not arrive, as %s words it', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other failures to be what they are', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ status: 404, statusText: 'Not Found' })).toBe(false);
  });
});
