import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hideErrorToastsShownElsewhere } from './toast';

/** Error toasts leave when the user moves to another page: a message about the last page misleads on this one. */
export function usePageBoundErrorToasts(): void {
  const { pathname } = useLocation();
  useEffect(() => hideErrorToastsShownElsewhere(pathname), [pathname]);
}
