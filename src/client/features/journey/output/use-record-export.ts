import { useCallback } from 'react';
import type { JourneyExport } from '../../../../domain/audit-api';
import { recordJourneyExport } from '../../../api/governance';
import { useJourneyControls } from '../store/journey-context';

export type OutputDocument = JourneyExport['document'];

/**
 * Puts an export of this journey on its workspace's audit trail. A journey not saved yet has no
 * workspace to record in, and has not left the device before either: nothing to record.
 */
export function useRecordExport(document: OutputDocument) {
  const { journeyId } = useJourneyControls();
  return useCallback(
    async (format: JourneyExport['format']): Promise<void> => {
      if (journeyId) await recordJourneyExport(journeyId, { format, document });
    },
    [journeyId, document],
  );
}
