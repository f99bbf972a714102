import type { JourneyState } from '../journey-state';
import type { PersonaCategory } from '../persona';
import {
  COST_FALLBACK,
  focusArea,
  ideaSummary,
  oneLine,
  orFallback,
  orNotAvailable,
  NOT_AVAILABLE,
  type FocusArea,
  type IdeaSummary,
  type OutputContext,
} from './output-context';
import { clause } from './sentences';
import { type RwwTableModel, buildRwwTable, rwwTableMarkdown } from './rww-table';
import { type SessionAppendixEntry, buildSessionAppendix } from './session-appendix';
import { sessionAppendixMarkdown, withSessionAppendix } from './session-appendix-text';

export const PITCH_TITLE_FALLBACK = 'Innovation Pitch';

/** SPEC section 9: the pitch's fixed sections, in order. */
export const PITCH_SECTION_HEADINGS = [
  'Problem & Opportunity',
  'Innovation Team',
  'Domain Focus',
  'Solution',
  'Real/Win/Worth',
  'Go-to-Market',
  'Next Steps',
] as const;
export type PitchSectionHeading = (typeof PITCH_SECTION_HEADINGS)[number];

/** SPEC section 9: how each readiness checkbox reads in the pitch. */
export const READINESS_TEXT = {
  differentiation: { yes: 'Strong competitive advantage', no: 'Requires further development' },
  techReadiness: { yes: 'Confirmed', no: 'Requires development' },
  talentReadiness: { yes: 'Confirmed', no: 'Requires acquisition/training' },
} as const;

export interface PitchTeamCard {
  name: string;
  role: string;
  category: PersonaCategory;
  domainFocus: string;
}

export interface PitchSection {
  heading: PitchSectionHeading;
  bullets: string[];
}

export interface RealWinWorthSummary {
  real: { targetUser: string; primaryNeeds: string; marketTrends: string; score: number | null };
  win: {
    differentiation: string;
    technologyReadiness: string;
    talentReadiness: string;
    score: number | null;
  };
  worth: { expectedReturn: string; costEstimate: string; strategicRelevance: string; score: number | null };
}

/** One model feeds the preview, the raw text and the .pptx export, so they cannot drift apart. */
export interface PitchModel {
  title: string;
  problem: string;
  team: PitchTeamCard[];
  focus: FocusArea;
  solution: IdeaSummary;
  realWinWorth: RealWinWorthSummary;
  /** Day's screen item by item (issue 14): the Real/Win/Worth section carries it under its bullets. */
  rwwTable: RwwTableModel;
  /** Facilitated sessions (issue 23), latest first: an appendix after the last section, none without. */
  sessions: SessionAppendixEntry[];
  sections: PitchSection[];
}

export function buildPitchModel(state: JourneyState, ctx: OutputContext): PitchModel {
  const base = {
    title: orFallback(state.selectedIdea?.title ?? '', PITCH_TITLE_FALLBACK),
    problem: orNotAvailable(state.problemStatement),
    team: state.teamMembers.map(({ name, role, category, domainFocus }) => ({
      name,
      role,
      category,
      domainFocus,
    })),
    focus: focusArea(ctx),
    solution: ideaSummary(state.selectedIdea, NOT_AVAILABLE),
    realWinWorth: summariseRealWinWorth(state),
    rwwTable: buildRwwTable(state, ctx),
    sessions: buildSessionAppendix(state),
  };
  return { ...base, sections: pitchSections(state, base) };
}

export function summariseRealWinWorth(state: JourneyState): RealWinWorthSummary {
  const { userPersona, feasibility, viability } = state;
  const reads = (key: keyof typeof READINESS_TEXT) => READINESS_TEXT[key][feasibility[key] ? 'yes' : 'no'];
  return {
    real: {
      targetUser: orNotAvailable(userPersona.averageUser),
      primaryNeeds: orNotAvailable(userPersona.primaryNeeds),
      marketTrends: orNotAvailable(userPersona.marketTrends),
      score: state.isRealScore,
    },
    win: {
      differentiation: reads('differentiation'),
      technologyReadiness: reads('techReadiness'),
      talentReadiness: reads('talentReadiness'),
      score: state.canWinScore,
    },
    worth: {
      expectedReturn: orNotAvailable(viability.expectedReturn),
      costEstimate: orFallback(viability.costEstimate, COST_FALLBACK),
      strategicRelevance: orNotAvailable(viability.strategicRelevance),
      score: state.isWorthScore,
    },
  };
}

type PitchBase = Omit<PitchModel, 'sections'>;

function pitchSections(state: JourneyState, pitch: PitchBase): PitchSection[] {
  const { real, win, worth } = pitch.realWinWorth;
  const bullets: Record<PitchSectionHeading, string[]> = {
    'Problem & Opportunity': [
      `Problem: ${pitch.problem}`,
      `Unmet needs: ${orNotAvailable(state.userPersona.unmetNeeds)}`,
      `Market trends: ${real.marketTrends}`,
    ],
    'Innovation Team':
      pitch.team.length > 0 ? pitch.team.map((m) => `${m.name} - ${m.role}`) : [NOT_AVAILABLE],
    'Domain Focus': [
      `Domain: ${pitch.focus.domain}`,
      ...(pitch.focus.subdomain ? [`Subdomain: ${pitch.focus.subdomain}`] : []),
    ],
    Solution: [
      `Concept: ${pitch.solution.title}`,
      `Type: ${pitch.solution.type}`,
      `Description: ${orNotAvailable(pitch.solution.description)}`,
    ],
    'Real/Win/Worth': [
      `Real - target user: ${real.targetUser}`,
      `Real - primary needs: ${real.primaryNeeds}`,
      `Win - differentiation: ${win.differentiation}`,
      `Win - technology readiness: ${win.technologyReadiness}`,
      `Win - talent readiness: ${win.talentReadiness}`,
      `Worth - expected return: ${worth.expectedReturn}`,
      `Worth - cost estimate: ${worth.costEstimate}`,
      `Worth - strategic relevance: ${worth.strategicRelevance}`,
      `Scores (out of 10): Real ${scoreText(real.score)}, Win ${scoreText(win.score)}, Worth ${scoreText(worth.score)}`,
    ],
    'Go-to-Market': goToMarket(state, pitch),
    'Next Steps': nextSteps(state, worth.costEstimate),
  };
  return PITCH_SECTION_HEADINGS.map((heading) => ({ heading, bullets: bullets[heading] }));
}

function scoreText(score: number | null): string {
  return score === null ? NOT_AVAILABLE : String(score);
}

function goToMarket(state: JourneyState, pitch: PitchBase): string[] {
  return [
    `Launch segment: ${pitch.realWinWorth.real.targetUser}`,
    `Market: ${pitch.focus.label}`,
    `Partners and channels: ${orNotAvailable(state.feasibility.externalAssets)}`,
    `Competition and entry barriers: ${orNotAvailable(state.feasibility.entryBarriers)}`,
    `Long-term value: ${orNotAvailable(state.viability.longTermValue)}`,
  ];
}

function nextSteps(state: JourneyState, costEstimate: string): string[] {
  const { techReadiness, talentReadiness } = state.feasibility;
  return [
    'Test the key assumptions with a pilot group of target users',
    `Confirm the budget (cost estimate: ${clause(costEstimate)})`,
    `Plan mitigations for the main risks: ${orNotAvailable(state.viability.risks)}`,
    ...(techReadiness ? [] : ['Close the technology gaps before the build starts']),
    ...(talentReadiness ? [] : ['Acquire or train the skills the team still lacks']),
    'Secure sponsor approval and agree the implementation roadmap',
  ];
}

/** Markdown with one heading per slide, ready to paste into an AI slide tool. */
export function buildPitchText(state: JourneyState, ctx: OutputContext): string {
  const pitch = buildPitchModel(state, ctx);
  const sections = pitch.sections.map((section) => {
    const text = `## ${section.heading}\n${section.bullets.map((bullet) => `- ${oneLine(bullet)}`).join('\n')}`;
    return section.heading === 'Real/Win/Worth' ? `${text}\n\n${rwwTableMarkdown(pitch.rwwTable)}` : text;
  });
  const text = [`# ${oneLine(pitch.title)}`, ...sections].join('\n\n') + '\n';
  return withSessionAppendix(text, sessionAppendixMarkdown(pitch.sessions));
}

/** The bullets of one section, for a preview that shows what the raw text holds. */
export function sectionBullets(pitch: Pick<PitchModel, 'sections'>, heading: PitchSectionHeading): string[] {
  return pitch.sections.find((section) => section.heading === heading)?.bullets ?? [];
}
