import { useCallback, useState } from 'react';

const MUTED_KEY = 'innovation-studio.session-sound-muted';

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether this person turned the end-of-timer sound off on this device (kept across sessions). */
export function useSoundMuted() {
  const [muted, setMuted] = useState(readMuted);
  const toggle = useCallback(() => {
    setMuted((was) => {
      try {
        localStorage.setItem(MUTED_KEY, String(!was));
      } catch {
        // Storage full or blocked: the choice holds until the page closes.
      }
      return !was;
    });
  }, []);
  return { muted, toggle };
}
