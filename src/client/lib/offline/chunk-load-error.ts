/**
 * How browsers word a script of the app that could not be fetched (Chromium, Firefox, Safari),
 * and how Vite words a style sheet a screen needed.
 */
const MISSING_CODE = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** The screen's own code did not arrive (no connection, or a newer build replaced it): not a bug in it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return MISSING_CODE.some((pattern) => pattern.test(message));
}
