import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, type RefObject, createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';

interface ActivityPanelState {
  opened: boolean;
  toggle(): void;
  /** Closes the panel and gives the focus back to the header's Activity button. */
  close(): void;
  /** The header's Activity button: focus returns to it, and the panel sits below its header. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const ActivityPanelContext = createContext<ActivityPanelState | null>(null);

/** Whether the journey's activity panel is open, shared by the header's button and the panel beside the page. */
export function ActivityPanelProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const toggle = useCallback(() => setOpened((was) => !was), []);
  const close = useCallback(() => {
    setOpened(false);
    buttonRef.current?.focus();
  }, []);
  const value = useMemo(() => ({ opened, toggle, close, buttonRef }), [opened, toggle, close]);
  return <ActivityPanelContext.Provider value={value}>{children}</ActivityPanelContext.Provider>;
}

export function useActivityPanel(): ActivityPanelState {
  const state = useContext(ActivityPanelContext);
  if (!state) throw new Error('useActivityPanel needs an ActivityPanelProvider');
  return state;
}

export const ACTIVITY_PANEL_ID = 'journey-activity-panel';

/** Whether the screen is wide enough (Mantine's md) for the panel to stand beside the page. */
export const usePanelBesidePage = () => useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
