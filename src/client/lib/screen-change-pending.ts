import { createContext, useContext } from 'react';

/** True from a change of address until the new address's screen is drawn (its code may still be loading). */
export const ScreenChangePendingContext = createContext(false);

/** Whether a move to another screen is under way; the previous screen shows meanwhile. */
export function useScreenChangePending(): boolean {
  return useContext(ScreenChangePendingContext);
}
