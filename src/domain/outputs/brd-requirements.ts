import type { JourneyState } from '../journey-state';
import { COST_FALLBACK, orFallback } from './output-context';
import { READINESS_TEXT } from './pitch';
import { clause, firstSentence, quantifiedSentence } from './sentences';

// The BRD's requirements, dependencies, approvals and extra success metrics, written from what the
// team entered. Where the journey lacks a fact, the line says it is still open rather than invent one.

type BrdFacts = Pick<JourneyState, 'problemStatement' | 'selectedIdea' | 'userPersona' | 'feasibility' | 'viability'>;

/** SPEC section 9: fixed success metrics. */
export const SUCCESS_METRICS = [
  'Customer satisfaction increases by at least 20%',
  'Adoption rate above 30% within the first 6 months',
] as const;

/** Text the user entered, as a clause, or '' when the field is blank. */
const entered = (text: string) => clause(text);

function problemRequirement(title: string, problem: string): string {
  const target = quantifiedSentence(problem) || firstSentence(problem);
  return target
    ? `${title} resolves the problem the team defined: ${target}.`
    : `${title} resolves a stated customer problem; the problem statement is still to be written.`;
}

function needsRequirement(title: string, persona: BrdFacts['userPersona']): string {
  const user = entered(persona.averageUser);
  const needs = entered(persona.primaryNeeds);
  const whose = user ? `its average user (${user})` : 'its average user';
  return needs
    ? `${title} meets the primary needs of ${whose}: ${needs}.`
    : `${title} meets the primary needs of ${whose}, which are still to be defined.`;
}

function conceptRequirement(title: string, idea: BrdFacts['selectedIdea']): string {
  const description = entered(idea?.description ?? '');
  return description
    ? `${title} delivers the concept as chosen: ${description}.`
    : `${title} delivers the chosen concept; its description is still to be written.`;
}

function capabilitiesRequirement(title: string, capabilities: string): string {
  const own = entered(capabilities);
  return own
    ? `${title} is built on the bank's own capabilities: ${own}.`
    : `${title} names the bank's systems, data and skills it builds on; none are recorded yet.`;
}

function partnersAndRisksRequirement(title: string, facts: BrdFacts): string {
  const partners = entered(facts.feasibility.externalAssets);
  const risks = entered(facts.viability.risks);
  const integrate = partners ? `works with the named partners and assets (${partners})` : 'names the partners it depends on';
  const control = risks ? `has controls for the risks identified (${risks})` : 'has controls for its risks once they are assessed';
  return `${title} ${integrate} and ${control}.`;
}

/** SPEC section 9: five functional requirements. */
export function functionalRequirements(title: string, facts: BrdFacts): string[] {
  return [
    problemRequirement(title, facts.problemStatement),
    needsRequirement(title, facts.userPersona),
    conceptRequirement(title, facts.selectedIdea),
    capabilitiesRequirement(title, facts.feasibility.internalCapabilities),
    partnersAndRisksRequirement(title, facts),
  ];
}

/** SPEC section 9: four dependencies. */
export function dependencies(facts: BrdFacts): string[] {
  const { feasibility, viability } = facts;
  const capabilities = entered(feasibility.internalCapabilities);
  const partners = entered(feasibility.externalAssets);
  const technology = READINESS_TEXT.techReadiness[feasibility.techReadiness ? 'yes' : 'no'];
  const talent = READINESS_TEXT.talentReadiness[feasibility.talentReadiness ? 'yes' : 'no'];
  return [
    capabilities
      ? `Access to the internal capabilities it builds on: ${capabilities}`
      : 'Access to the internal systems and data it builds on (still to be named)',
    `Technology readiness: ${technology}; talent readiness: ${talent}`,
    partners
      ? `Due diligence and contracts with the named partners: ${partners}`
      : 'Due diligence and contracts with any external partners (none named yet)',
    `Approved budget (cost estimate: ${clause(orFallback(viability.costEstimate, COST_FALLBACK))}) and a dedicated delivery team`,
  ];
}

/** SPEC section 9: four approvals; the risk review names the risks the team found. */
export function approvals(facts: BrdFacts): string[] {
  const risks = entered(facts.viability.risks);
  return [
    'Compliance & Legal: regulatory, consumer-protection and data-privacy review',
    risks
      ? `Risk Management: review of the risks identified (${risks}) and of operational and model risk`
      : 'Risk Management: operational, credit and model risk assessment',
    'IT Security: security architecture and third-party risk sign-off',
    'Business Sponsor: budget, scope and launch approval',
  ];
}

/** The spec's fixed metrics, then those the journey's own answers give a measure for. */
export function successMetrics(facts: BrdFacts): string[] {
  const baseline = quantifiedSentence(facts.problemStatement);
  const need = firstSentence(facts.userPersona.primaryNeeds);
  const expectedReturn = facts.viability.expectedReturn;
  return [
    ...SUCCESS_METRICS,
    ...(baseline ? [`Measured improvement on today's baseline, as the problem states it: ${baseline}`] : []),
    ...(need ? [`Most pilot users confirm their primary need is met: ${need}`] : []),
    ...(expectedReturn ? [`The ${expectedReturn.toLowerCase()} expected return is confirmed against the cost within the first year`] : []),
  ];
}
