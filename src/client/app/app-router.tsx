import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import {
  type Location,
  type NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router';
import { ScreenChangePendingContext } from '../lib/screen-change-pending';

interface Address {
  action: NavigationType;
  location: Location;
}

/**
 * React Router's BrowserRouter, which also tells whether a change of screen is under way
 * (useScreenChangePending). Each change of address renders as a transition, so while the next
 * screen's code loads, the current screen stays (router.tsx).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [address, setAddress] = useState<Address>({ action: history.action, location: history.location });
  const [changing, startChange] = useTransition();
  useLayoutEffect(
    () => history.listen(({ action, location }) => startChange(() => setAddress({ action, location }))),
    [history],
  );
  return (
    <ScreenChangePendingContext.Provider value={changing}>
      <Router location={address.location} navigationType={address.action} navigator={history}>
        {children}
      </Router>
    </ScreenChangePendingContext.Provider>
  );
}
