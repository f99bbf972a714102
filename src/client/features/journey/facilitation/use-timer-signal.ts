import { useEffect, useRef, useState } from 'react';
import type { TimerView } from '../../../../domain/facilitation/facilitation-api';
import { formatMinutes } from './session-words';

/**
 * What the timer's polite live region says: only when a timer starts and when time is up, never
 * each second. `onTimeUp` runs when time runs out on this screen (not for a timer found ended).
 */
export function useTimerSignal(timer: TimerView, timeUp: boolean, onTimeUp: () => void): string {
  const [message, setMessage] = useState('');
  const previous = useRef<{ state: TimerView['state']; timeUp: boolean } | null>(null);
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;
  useEffect(() => {
    const before = previous.current;
    previous.current = { state: timer.state, timeUp };
    if (!before) return;
    if (timeUp && !before.timeUp) {
      setMessage('Time is up');
      onTimeUpRef.current();
    } else if (timer.state === 'running' && (before.state === 'idle' || before.state === 'ended' || before.timeUp)) {
      setMessage(`Timer started: ${formatMinutes(timer.durationMs)}`);
    } else if (timer.state === 'idle' && before.state !== 'idle') setMessage('');
  }, [timer, timeUp]);
  return message;
}
