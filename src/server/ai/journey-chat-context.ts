import { focusAreaLabel } from '../../domain/banking-catalogue';
import { journeyTitleOfState } from '../../domain/journey-name';
import type { JourneyState } from '../../domain/journey-state';
import type { ReadableJourneys } from '../journeys/readable-journeys';
import type { JourneyChatContext } from './engine';

type Step = JourneyChatContext['validation'][number]['step'];

/** The Validate screens' text fields, as they are labelled there (SPEC section 4). */
const VALIDATION_FIELDS: ReadonlyArray<{ step: Step; label: string; read(state: JourneyState): string }> = [
  { step: 'Real', label: 'Average User', read: (s) => s.userPersona.averageUser },
  { step: 'Real', label: 'Extreme User', read: (s) => s.userPersona.extremeUser },
  { step: 'Real', label: 'Unexpected User', read: (s) => s.userPersona.unexpectedUser },
  { step: 'Real', label: 'Primary Needs', read: (s) => s.userPersona.primaryNeeds },
  { step: 'Real', label: 'Secondary Needs', read: (s) => s.userPersona.secondaryNeeds },
  { step: 'Real', label: 'Unmet Needs', read: (s) => s.userPersona.unmetNeeds },
  { step: 'Real', label: 'Market Trends', read: (s) => s.userPersona.marketTrends },
  { step: 'Win', label: 'Internal Capabilities', read: (s) => s.feasibility.internalCapabilities },
  { step: 'Win', label: 'External Assets & Partners', read: (s) => s.feasibility.externalAssets },
  { step: 'Win', label: 'Entry Barriers & Competition', read: (s) => s.feasibility.entryBarriers },
  { step: 'Worth', label: 'Expected Return', read: (s) => s.viability.expectedReturn },
  { step: 'Worth', label: 'Cost Estimate', read: (s) => s.viability.costEstimate },
  { step: 'Worth', label: 'Strategic Relevance', read: (s) => s.viability.strategicRelevance },
  { step: 'Worth', label: 'Risks', read: (s) => s.viability.risks },
  { step: 'Worth', label: 'Long-Term Value', read: (s) => s.viability.longTermValue },
  { step: 'Worth', label: 'Long-Term Alignment', read: (s) => s.viability.longTermAlignment },
];

export function toJourneyChatContext(name: string, state: JourneyState): JourneyChatContext {
  const idea = state.selectedIdea;
  return {
    name: name.trim() || journeyTitleOfState(state),
    domainName: focusAreaLabel(state.selectedDomain, state.selectedSubdomain) || 'no banking area chosen yet',
    problemStatement: state.problemStatement,
    idea: idea ? { title: idea.title, description: idea.description } : null,
    validation: VALIDATION_FIELDS.map(({ step, label, read }) => ({ step, label, text: read(state).trim() })).filter(
      (entry) => entry.text !== '',
    ),
  };
}

/**
 * The journey a chat question may be about, only if the asker may read it (a member of its workspace):
 * any other journey id is treated like no journey at all, so the answer reveals nothing about it.
 */
export async function loadJourneyChatContext(
  journeys: ReadableJourneys,
  userId: string,
  journeyId: string | undefined,
): Promise<JourneyChatContext | undefined> {
  if (journeyId === undefined) return undefined;
  const journey = await journeys.findReadable(userId, journeyId);
  return journey ? toJourneyChatContext(journey.name, journey.state) : undefined;
}
