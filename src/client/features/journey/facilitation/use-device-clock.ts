import { useEffect, useState } from 'react';

/** This device's time, refreshed every `intervalMs` while `ticking`, so a countdown redraws. */
export function useDeviceClock(ticking: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [ticking, intervalMs]);
  return now;
}
