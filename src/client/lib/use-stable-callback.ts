import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same object for the component's life and calls the latest `callback`
 * given: a memoized child that receives it is not drawn again only because its parent was.
 */
export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  // Set after each commit, before any event of the committed screen can call it. Mantine's
  // useCallbackRef sets it in a passive effect instead, which can run after the next keystroke when
  // a colleague's change was drawn (a screen's Next would then act on the state before it).
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
