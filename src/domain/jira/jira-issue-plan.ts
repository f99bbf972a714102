import type { JourneyState } from '../journey-state';
import { buildBrdModel } from '../outputs/brd';
import { type OutputContext, oneLine } from '../outputs/output-context';
import { buildPitchModel, sectionBullets } from '../outputs/pitch';
import { JIRA_LIMITS } from './jira-api';

/** A block of an issue's description: a paragraph, or a list under an optional heading. */
export type JiraBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] } | { kind: 'link'; text: string; url: string };

export interface PlannedIssue {
  summary: string;
  description: JiraBlock[];
}

/** What a journey becomes in Jira: one epic and one story per BRD requirement, in order. */
export interface JiraIssuePlan {
  epic: PlannedIssue;
  stories: PlannedIssue[];
}

/** Jira refuses a summary over 255 characters or with a line break. */
export function issueSummary(text: string): string {
  const line = oneLine(text);
  return line.length <= JIRA_LIMITS.summary ? line : `${line.slice(0, JIRA_LIMITS.summary - 1).trimEnd()}…`;
}

/** The requirement's own words, cut at the first sentence when it is long, as a story's title. */
function storySummary(index: number, requirement: string): string {
  const firstSentence = oneLine(requirement).split(/(?<=\.)\s/)[0] ?? requirement;
  return issueSummary(`Requirement ${index + 1}: ${firstSentence.replace(/\.$/, '')}`);
}

const origin = (journeyName: string, journeyUrl: string): JiraBlock => ({ kind: 'link', text: `Sent from Innovation Studio: ${journeyName}`, url: journeyUrl });

/**
 * Builds the issues from the same models as the pitch and the BRD on screen, so what reaches Jira
 * is what the team read and approved; nothing is written that the outputs do not say.
 */
export function planJiraIssues(state: JourneyState, ctx: OutputContext, journey: { name: string; url: string }): JiraIssuePlan {
  const pitch = buildPitchModel(state, ctx);
  const brd = buildBrdModel(state, ctx);
  const section = (heading: Parameters<typeof sectionBullets>[1]): JiraBlock[] => [
    { kind: 'heading', text: heading },
    { kind: 'list', items: sectionBullets(pitch, heading).map(oneLine) },
  ];
  const epic: PlannedIssue = {
    summary: issueSummary(pitch.title),
    description: [
      { kind: 'paragraph', text: oneLine(brd.executiveSummary) },
      ...section('Problem & Opportunity'),
      ...section('Solution'),
      ...section('Real/Win/Worth'),
      ...section('Next Steps'),
      origin(journey.name, journey.url),
    ],
  };
  const stories = brd.functionalRequirements.map((requirement, index) => ({
    summary: storySummary(index, requirement),
    description: [
      { kind: 'paragraph', text: oneLine(requirement) } as JiraBlock,
      { kind: 'paragraph', text: `Functional requirement ${index + 1} of ${brd.functionalRequirements.length} in the business requirements for ${brd.title}.` } as JiraBlock,
      origin(journey.name, journey.url),
    ],
  }));
  return { epic, stories };
}
