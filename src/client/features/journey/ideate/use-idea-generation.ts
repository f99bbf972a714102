import { useCallback, useRef, useState } from 'react';
import { checkIdeaGeneration } from '../../../../domain/idea-generation-rules';
import { IDEAS_PER_PERSONA } from '../../../../domain/ideas';
import { titlesSeenSoFar } from '../../../../domain/idea-rounds';
import type { IdeasNotice } from '../../../../domain/ai-api';
import type { JourneyAction } from '../../../../domain/journey-reducer';
import type { Idea } from '../../../../domain/journey-state';
import { type EngineInfo, type GeneratedIdea, type PersonaFailure, streamIdeas } from '../../../api/ideas';
import { governanceRefusal } from '../../../lib/ai-refusal';
import { newId } from '../../../lib/new-id';
import { showErrorToast, showInfoToast, showSuccessToast } from '../../../lib/toast';
import { useJourney } from '../store/journey-context';
import { useAiScope } from '../use-ai-scope';

function toIdea(generated: GeneratedIdea): Idea {
  return {
    id: newId(),
    title: generated.title,
    description: generated.description,
    type: generated.type,
    personaSource: generated.personaSource,
    votes: 0,
  };
}

function newRound(ideas: Idea[], generatedBy: string, notice: IdeasNotice | null): JourneyAction {
  return { type: 'receiveIdeaRound', ideas, generatedBy, notice, archivedRoundId: newId(), replacedAt: new Date().toISOString() };
}

/** Streams ideas persona by persona; the journey keeps them once the stream is over. */
export function useIdeaGeneration() {
  const { state, dispatch } = useJourney();
  const scope = useAiScope();
  const [arriving, setArriving] = useState<Idea[] | null>(null);
  const [failures, setFailures] = useState<PersonaFailure[]>([]);
  const [engine, setEngine] = useState<EngineInfo | null>(null);
  const running = useRef(false);

  const generate = useCallback(
    /** Resolves true when a new round replaced the working list. */
    async (mode: 'first' | 'regenerate'): Promise<boolean> => {
      const check = checkIdeaGeneration(state);
      if (!check.ok) {
        showErrorToast(check.title, check.message);
        return false;
      }
      if (running.current) return false;
      running.current = true;
      const received: Idea[] = [];
      setArriving([]);
      setFailures([]);
      try {
        const result = await streamIdeas(
          {
            personaIds: state.teamMembers.map((member) => member.personaId),
            domain: state.selectedDomain,
            subdomain: state.selectedSubdomain,
            problemStatement: state.problemStatement,
            ideasPerPersona: IDEAS_PER_PERSONA,
            variant: mode === 'first' ? 0 : Math.floor(Math.random() * 1000) + 1,
            // A new round must repeat none of the titles the team has already seen.
            previousTitles: mode === 'regenerate' ? titlesSeenSoFar(state) : [],
            ...scope,
          },
          {
            onPersonaIdeas: (_personaId, ideas) => {
              received.push(...ideas.map(toIdea));
              setArriving([...received]);
            },
            onPersonaError: (failure) => setFailures((current) => [...current, failure]),
          },
        );
        setEngine(result.engine);
        // An engine that offers only what fits may have nothing new: the team's ideas stay as they are.
        if (mode === 'regenerate' && received.length === 0) {
          showInfoToast(
            'No new ideas',
            'Every idea that fits this problem has been shown. Add your own, or sharpen the problem statement for a new round.',
          );
          return false;
        }
        dispatch(newRound(received, result.engine.label, result.notice ?? null));
        if (mode === 'regenerate') {
          showSuccessToast('New ideas generated', "Your AI-powered ideas have been refreshed based on your team's expertise.");
        }
        return true;
      } catch (error) {
        console.error('Idea generation failed', error);
        // Ideas that did arrive before the failure are kept: they are the team's work too.
        if (received.length > 0) dispatch(newRound(received, '', null));
        showErrorToast(
          'Error generating ideas',
          governanceRefusal(error) ??
            (mode === 'regenerate'
              ? 'There was a problem generating new ideas. Please try again.'
              : 'There was a problem generating ideas. Please try again.'),
        );
        return received.length > 0;
      } finally {
        running.current = false;
        setArriving(null);
      }
    },
    [state, dispatch, scope],
  );

  return { generate, generating: arriving !== null, arriving: arriving ?? [], failures, engine };
}
