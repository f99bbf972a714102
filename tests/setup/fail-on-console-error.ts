import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error in a test is a bug we would otherwise miss.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called: ${errors.map((a) => a.join(' ')).join('\n')}`);
  }
});
