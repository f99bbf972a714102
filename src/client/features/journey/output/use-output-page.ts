import { useEffect, useMemo } from 'react';
import { getDomain, getSubdomain } from '../../../../domain/banking-catalogue';
import type { OutputContext } from '../../../../domain/outputs/output-context';
import { reachedStage, STAGE } from '../../../../domain/journey-progress';
import { useJourney } from '../store/journey-context';
import { useWorkspaceMembers } from '../use-workspace-members';

/**
 * What every output screen needs: the state, the catalogue names and today's date. Arriving marks
 * the Output stage only when the journey has earned it; a direct link to an unfinished journey's
 * outputs records nothing.
 */
export function useOutputPage() {
  const { state, dispatch } = useJourney();
  const { selectedDomain, selectedSubdomain, currentStage } = state;
  const outputReached = reachedStage(state) === STAGE.output;
  const { names: memberNames } = useWorkspaceMembers();

  useEffect(() => {
    if (outputReached && currentStage < STAGE.output) dispatch({ type: 'setStage', stage: STAGE.output });
  }, [outputReached, currentStage, dispatch]);

  const ctx = useMemo<OutputContext>(
    () => ({
      domainName: getDomain(selectedDomain)?.name ?? '',
      subdomainName: getSubdomain(selectedDomain, selectedSubdomain)?.name ?? '',
      date: new Date(),
      memberNames,
    }),
    [selectedDomain, selectedSubdomain, memberNames],
  );

  return { state, ctx };
}
