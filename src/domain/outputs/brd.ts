import type { JourneyState } from '../journey-state';
import {
  COST_FALLBACK,
  focusArea,
  ideaSummary,
  oneLine,
  orFallback,
  orNotAvailable,
  type OutputContext,
} from './output-context';
import { approvals, dependencies, functionalRequirements, successMetrics } from './brd-requirements';
import { asSentence, clause } from './sentences';
import { type RwwTableModel, buildRwwTable, rwwTableMarkdown } from './rww-table';
import { type SessionAppendixEntry, buildSessionAppendix } from './session-appendix';
import { sessionAppendixMarkdown, withSessionAppendix } from './session-appendix-text';

/** SPEC section 9: the BRD timeline's four phases, one per quarter. */
export const TIMELINE_PHASES = [
  'Research & Requirements Gathering',
  'Design & Development',
  'Testing & Pilot',
  'Deployment & Marketing',
] as const;
export type TimelinePhase = (typeof TIMELINE_PHASES)[number];

export const RWW_SECTION_HEADING = 'Real-Win-Worth Screen';

export interface TimelineEntry {
  /** e.g. 'Q4 2026' */
  quarter: string;
  phase: TimelinePhase;
}

export interface BrdPersona {
  label: 'Average user' | 'Extreme user' | 'Unexpected user';
  description: string;
}

export interface BrdModel {
  title: string;
  focus: string;
  executiveSummary: string;
  problem: string;
  functionalRequirements: string[];
  personas: BrdPersona[];
  userNeeds: { primary: string; secondary: string; unmet: string };
  dependencies: string[];
  approvals: string[];
  successMetrics: string[];
  timeline: TimelineEntry[];
  /** Day's screen as validation evidence (issue 14). */
  rwwTable: RwwTableModel;
  /** Facilitated sessions (issue 23), latest first: an appendix at the end, none without. */
  sessions: SessionAppendixEntry[];
}

/** Four quarters from the one containing `date`, rolling into the next year after Q4. */
export function buildTimeline(date: Date): TimelineEntry[] {
  const startQuarter = Math.floor(date.getMonth() / 3);
  return TIMELINE_PHASES.map((phase, offset) => {
    const quarterIndex = startQuarter + offset;
    const year = date.getFullYear() + Math.floor(quarterIndex / 4);
    return { quarter: `Q${(quarterIndex % 4) + 1} ${year}`, phase };
  });
}

export function brdPersonas(persona: JourneyState['userPersona']): BrdPersona[] {
  const optional: BrdPersona[] = [
    { label: 'Extreme user', description: persona.extremeUser.trim() },
    { label: 'Unexpected user', description: persona.unexpectedUser.trim() },
  ];
  return [
    { label: 'Average user', description: orNotAvailable(persona.averageUser) },
    ...optional.filter((entry) => entry.description !== ''),
  ];
}

export function buildBrdModel(state: JourneyState, ctx: OutputContext): BrdModel {
  const idea = ideaSummary(state.selectedIdea);
  const focus = focusArea(ctx).label;
  const { userPersona, viability } = state;
  const executiveSummary = [
    `This document sets out the business requirements for ${idea.title} (type: ${idea.type}) in ${focus}.`,
    asSentence(idea.description),
    `Expected return: ${orNotAvailable(viability.expectedReturn)}; strategic relevance: ${orNotAvailable(viability.strategicRelevance)}; estimated cost: ${clause(orFallback(viability.costEstimate, COST_FALLBACK))}.`,
  ].filter((sentence) => sentence !== '');
  return {
    title: idea.title,
    focus,
    executiveSummary: executiveSummary.join(' '),
    problem: orNotAvailable(state.problemStatement),
    functionalRequirements: functionalRequirements(idea.title, state),
    personas: brdPersonas(userPersona),
    userNeeds: {
      primary: orNotAvailable(userPersona.primaryNeeds),
      secondary: orNotAvailable(userPersona.secondaryNeeds),
      unmet: orNotAvailable(userPersona.unmetNeeds),
    },
    dependencies: dependencies(state),
    approvals: approvals(state),
    successMetrics: successMetrics(state),
    timeline: buildTimeline(ctx.date),
    rwwTable: buildRwwTable(state, ctx),
    sessions: buildSessionAppendix(state),
  };
}

const bullets = (items: readonly string[]): string => items.map((item) => `- ${oneLine(item)}`).join('\n');

/** The BRD as Markdown, to paste into a document or an AI writing tool. */
export function buildBrdText(state: JourneyState, ctx: OutputContext): string {
  const brd = buildBrdModel(state, ctx);
  const sections: [string, string][] = [
    ['Executive Summary', oneLine(brd.executiveSummary)],
    ['Problem Statement', oneLine(brd.problem)],
    [
      'Functional Requirements',
      brd.functionalRequirements.map((req, i) => `${i + 1}. ${oneLine(req)}`).join('\n'),
    ],
    ['User Personas', bullets(brd.personas.map((p) => `**${p.label}:** ${p.description}`))],
    [
      'User Needs',
      bullets([
        `**Primary needs:** ${brd.userNeeds.primary}`,
        `**Secondary needs:** ${brd.userNeeds.secondary}`,
        `**Unmet needs:** ${brd.userNeeds.unmet}`,
      ]),
    ],
    [RWW_SECTION_HEADING, rwwTableMarkdown(brd.rwwTable)],
    ['Dependencies', bullets(brd.dependencies)],
    ['Approvals', bullets(brd.approvals)],
    ['Success Metrics', bullets(brd.successMetrics)],
    ['Implementation Timeline', timelineTable(brd.timeline)],
  ];
  const header = `# Business Requirements Document: ${oneLine(brd.title)}\n\n**Focus area:** ${brd.focus}`;
  const text = [header, ...sections.map(([heading, body]) => `## ${heading}\n\n${body}`)].join('\n\n') + '\n';
  return withSessionAppendix(text, sessionAppendixMarkdown(brd.sessions));
}

function timelineTable(timeline: readonly TimelineEntry[]): string {
  const rows = timeline.map((entry) => `| ${entry.quarter} | ${entry.phase} |`);
  return ['| Quarter | Phase |', '| --- | --- |', ...rows].join('\n');
}
