import { useEffect } from 'react';

/**
 * Marks the document once React has taken it over: before that, the prerendered landing page shows
 * but its buttons do nothing. Scripted visitors (the end-to-end suite) wait for it.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}
