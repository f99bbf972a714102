import { useCallback, useEffect } from 'react';
import type { CheckResult } from '../../../../domain/journey-validation';
import { hideToast, showErrorToast } from '../../../lib/toast';

/**
 * A screen's rule for moving on. `passes()` answers whether it holds and, when not, shows the
 * spec's toast under the rule's id; the toast goes by itself as soon as the user fixes the cause.
 */
export function useStepRule(id: string, check: CheckResult): () => boolean {
  useEffect(() => {
    if (check.ok) hideToast(id);
  }, [id, check.ok]);
  return useCallback(() => {
    if (!check.ok) showErrorToast(check.title, check.message, { id });
    return check.ok;
  }, [id, check]);
}
