import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/http';
import { type JourneyListPage, JOURNEY_PAGE_SIZE, journeyRowTitle } from '../../../../domain/journey-list';
import { suggestJourneyName, uniqueJourneyName } from '../../../../domain/journey-name';
import { useCurrentWorkspace, workspaceForNewJourney } from '../../../lib/current-workspace';
import { useJourney } from '../store/journey-context';

const TYPING_PAUSE_MS = 400;

/**
 * The name suggested for the open journey, from its problem statement (or its banking area), made
 * different from the names of the workspace's other journeys ("Card disputes 2"). The workspace's
 * journeys that could share the name are asked for by a search for its words; while that answer
 * is not there (offline, say), the suggestion is the plain one.
 */
export function useNameSuggestion(): string {
  const { state, journeyId, workspaceId } = useJourney();
  const { workspaces, current } = useCurrentWorkspace();
  const listedIn = workspaceId ?? workspaceForNewJourney(workspaces, current?.id ?? null);
  const plain = suggestJourneyName({
    problemStatement: state.problemStatement,
    domain: state.selectedDomain,
    subdomain: state.selectedSubdomain,
  });
  const [asked] = useDebouncedValue(plain, TYPING_PAUSE_MS);
  const sameWords = useQuery({
    // Not under the journeys key: every autosave refreshes those.
    queryKey: ['journey-name-suggestion', listedIn ?? 'personal', asked],
    queryFn: () => {
      const query = new URLSearchParams({
        q: asked,
        limit: String(JOURNEY_PAGE_SIZE),
        ...(listedIn ? { workspaceId: listedIn } : {}),
      });
      return apiFetch<JourneyListPage>(`/api/journeys?${query}`);
    },
    retry: false,
  });
  const taken = (sameWords.data?.journeys ?? [])
    .filter((journey) => journey.id !== journeyId)
    .map(journeyRowTitle);
  return uniqueJourneyName(plain, taken);
}
