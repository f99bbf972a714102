import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Each journey step opens at its top. The screens share one layout, so without this the browser
 * keeps the previous step's scroll position (the evaluate page opened ~1,600 px down).
 */
export function useTopOfPageOnStepChange(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
