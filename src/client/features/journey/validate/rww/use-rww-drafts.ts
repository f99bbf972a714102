import { useState } from 'react';
import type { RwwDraftsInput } from '../../../../../domain/rww/rww-drafts-api';
import type { JourneyState } from '../../../../../domain/journey-state';
import { RWW_ITEM_IDS } from '../../../../../domain/rww/rww-items';
import { fetchRwwDrafts } from '../../../../api/rww-drafts';
import { showErrorToast } from '../../../../lib/toast';
import { useJourney } from '../../store/journey-context';
import { useAiScope } from '../../use-ai-scope';
import { useRwwScreen } from './use-rww-screen';

/** What the engine is given: the idea, its focus area and problem, and everything the team entered. */
function draftsRequest(state: JourneyState, screen: ReturnType<typeof useRwwScreen>['screen']): RwwDraftsInput {
  const idea = state.selectedIdea!;
  const answers: RwwDraftsInput['answers'] = {};
  for (const id of RWW_ITEM_IDS) {
    const entry = screen.answers[id];
    if (entry) answers[id] = { answer: entry.answer, evidence: entry.evidence };
  }
  return {
    domain: state.selectedDomain,
    subdomain: state.selectedSubdomain,
    problemStatement: state.problemStatement,
    idea: { title: idea.title, description: idea.description, type: idea.type },
    userPersona: state.userPersona,
    feasibility: state.feasibility,
    viability: state.viability,
    answers,
    risk: screen.risk,
  };
}

/** One button's worth of AI drafts for all seventeen items; they are stored as drafts, never as answers. */
export function useRwwDrafts() {
  const { state } = useJourney();
  const scope = useAiScope();
  const { screen, change } = useRwwScreen();
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const request = async () => {
    if (!state.selectedIdea) return;
    setLoading(true);
    try {
      const answer = await fetchRwwDrafts({ ...draftsRequest(state, screen), ...scope });
      change({ type: 'receiveRwwDrafts', drafts: answer.drafts, engine: answer.engine.label });
      setNotice(answer.notice);
    } catch (error) {
      console.error('R-W-W drafts failed', error);
      showErrorToast('Could not draft answers', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setLoading(false);
    }
  };

  return { request: () => void request(), loading, notice, dismissNotice: () => setNotice(null) };
}
