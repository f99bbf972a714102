import { useEffect, useMemo } from 'react';
import { getDomain, getSubdomain } from '../../../../domain/banking-catalogue';
import type { OutputContext } from '../../../../domain/outputs/output-context';
import { useJourney } from '../store/journey-context';

const OUTPUT_STAGE = 4;

/** What every output screen needs: the state, the catalogue names and today's date; reaching one marks the Output stage. */
export function useOutputPage() {
  const { state, dispatch } = useJourney();
  const { selectedDomain, selectedSubdomain, currentStage } = state;

  useEffect(() => {
    if (currentStage < OUTPUT_STAGE) dispatch({ type: 'setStage', stage: OUTPUT_STAGE });
  }, [currentStage, dispatch]);

  const ctx = useMemo<OutputContext>(
    () => ({
      domainName: getDomain(selectedDomain)?.name ?? '',
      subdomainName: getSubdomain(selectedDomain, selectedSubdomain)?.name ?? '',
      date: new Date(),
    }),
    [selectedDomain, selectedSubdomain],
  );

  return { state, ctx };
}
