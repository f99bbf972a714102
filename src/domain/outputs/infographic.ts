import type { JourneyState } from '../journey-state';
import {
  DOMAIN_FALLBACK,
  focusArea,
  ideaSummary,
  NOT_AVAILABLE,
  oneLine,
  orNotAvailable,
  type OutputContext,
} from './output-context';
import { type RwwTableModel, buildRwwTable, rwwTableMarkdown } from './rww-table';
import { type SessionAppendixEntry, buildSessionAppendix } from './session-appendix';
import { sessionAppendixMarkdown, sessionAppendixPlainText, withSessionAppendix } from './session-appendix-text';

/** SPEC section 9 constants of the infographic. */
export const INFOGRAPHIC_TEAM_LIMIT = 4;
export const WORTH_TILE_LENGTH = 20;
export const WORTH_TILE_FALLBACK = 'Positive ROI';

export interface InfographicTile {
  label: 'Real' | 'Win' | 'Worth';
  caption: string;
  text: string;
  /** The stage's score, e.g. 'Score 8/10', or 'Not scored'. */
  score: string;
}

export interface InfographicModel {
  /** First names of at most the first four team members. */
  team: string[];
  /** How many members the preview leaves out. */
  moreMembers: number;
  domain: string;
  concept: { title: string; type: string };
  tiles: [InfographicTile, InfographicTile, InfographicTile];
  motto: string;
  /** Day's screen (issue 14), drawn under the tiles with each answer's evidence cut short. */
  rwwTable: RwwTableModel;
  /** Facilitated sessions (issue 23), latest first: the texts append them, the picture gives one line. */
  sessions: SessionAppendixEntry[];
}

/** Evidence in the picture stays one short line; the pitch and BRD carry it whole. */
export const INFOGRAPHIC_EVIDENCE_LENGTH = 80;

export function shortEvidence(evidence: string): string {
  return evidence.length <= INFOGRAPHIC_EVIDENCE_LENGTH ? evidence : `${evidence.slice(0, INFOGRAPHIC_EVIDENCE_LENGTH - 1).trimEnd()}…`;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** Text before the first full stop, so a tile holds one short claim. */
export function upToFirstFullStop(text: string): string {
  return (text.split('.')[0] ?? '').trim();
}

export function worthTileText(expectedReturn: string): string {
  const trimmed = expectedReturn.trim();
  return trimmed === '' ? WORTH_TILE_FALLBACK : trimmed.slice(0, WORTH_TILE_LENGTH);
}

export function infographicMotto(ctx: Pick<OutputContext, 'domainName' | 'subdomainName'>): string {
  const subdomain = focusArea(ctx).subdomain || DOMAIN_FALLBACK;
  return `Transforming ${subdomain} through innovative thinking`;
}

function scoreLabel(score: number | null): string {
  return score === null ? 'Not scored' : `Score ${score}/10`;
}

/** 'Amara · Lukas · Mei · Grace +2 more', or 'N/A' without a team. */
export function teamLine(model: Pick<InfographicModel, 'team' | 'moreMembers'>): string {
  if (model.team.length === 0) return NOT_AVAILABLE;
  const names = model.team.join(' · ');
  return model.moreMembers > 0 ? `${names} +${model.moreMembers} more` : names;
}

export function buildInfographicModel(state: JourneyState, ctx: OutputContext): InfographicModel {
  const idea = ideaSummary(state.selectedIdea);
  return {
    team: state.teamMembers.slice(0, INFOGRAPHIC_TEAM_LIMIT).map((member) => firstName(member.name)),
    moreMembers: Math.max(0, state.teamMembers.length - INFOGRAPHIC_TEAM_LIMIT),
    domain: focusArea(ctx).domain,
    concept: { title: idea.title, type: idea.type },
    tiles: [
      {
        label: 'Real',
        caption: 'User need',
        text: orNotAvailable(upToFirstFullStop(state.userPersona.primaryNeeds)),
        score: scoreLabel(state.isRealScore),
      },
      {
        label: 'Win',
        caption: 'Our edge',
        text: orNotAvailable(upToFirstFullStop(state.feasibility.internalCapabilities)),
        score: scoreLabel(state.canWinScore),
      },
      {
        label: 'Worth',
        caption: 'Expected return',
        text: worthTileText(state.viability.expectedReturn),
        score: scoreLabel(state.isWorthScore),
      },
    ],
    motto: infographicMotto(ctx),
    rwwTable: buildRwwTable(state, ctx),
    sessions: buildSessionAppendix(state),
  };
}

function rwwBlock(table: RwwTableModel): string {
  const stages = table.gates.map((gate) => {
    const rows = table.rows
      .filter((row) => row.stage === gate.stage)
      .map((row) => `  ${row.question}: ${row.answer}${row.evidence ? ` (${oneLine(shortEvidence(row.evidence))})` : ''}`);
    return [`${gate.stage.toUpperCase()} - ${gate.status}`, ...rows].join('\n');
  });
  const open = table.openQuestions.filter((question) => question.status === 'Open').length;
  const decisions = table.decisions.map((decision) => `${decision.stage}: ${decision.decision} (${oneLine(decision.by)}, ${decision.date})${decision.reason ? `. ${decision.reason}` : ''}`);
  return [
    `REAL-WIN-WORTH SCREEN (${table.answered} of ${table.rows.length} answered)`,
    ...stages,
    `OPEN QUESTIONS: ${open} open, ${table.openQuestions.length - open} done`,
    `DECISIONS: ${decisions.length > 0 ? decisions.join('; ') : 'none recorded'}`,
  ].join('\n');
}

/** Plain text for the "file-like box", laid out block by block for a design tool. */
export function buildInfographicText(state: JourneyState, ctx: OutputContext): string {
  const model = buildInfographicModel(state, ctx);
  const blocks = [
    'INNOVATION INFOGRAPHIC',
    `TEAM\n${teamLine(model)}`,
    `DOMAIN\n${model.domain}`,
    `CONCEPT\n${oneLine(model.concept.title)} (${oneLine(model.concept.type)})`,
    ...model.tiles.map((tile) => `${tile.label.toUpperCase()} - ${tile.caption} (${tile.score})\n${oneLine(tile.text)}`),
    `MOTTO\n${model.motto}`,
    rwwBlock(model.rwwTable),
  ];
  return withSessionAppendix(blocks.join('\n\n') + '\n', sessionAppendixPlainText(model.sessions));
}

/** The same facts as Markdown, for the .md download: headings a wiki or an editor shows as such. */
export function buildInfographicMarkdown(state: JourneyState, ctx: OutputContext): string {
  const model = buildInfographicModel(state, ctx);
  const blocks = [
    `# Infographic: ${oneLine(model.concept.title)}`,
    `## Team\n\n${teamLine(model)}`,
    `## Domain\n\n${model.domain}`,
    `## Concept\n\n**${oneLine(model.concept.title)}** (${oneLine(model.concept.type)})`,
    ...model.tiles.map((tile) => `## ${tile.label}: ${tile.caption} (${tile.score})\n\n${oneLine(tile.text)}`),
    `## Motto\n\n${model.motto}`,
    `## Real-Win-Worth screen (${model.rwwTable.answered} of ${model.rwwTable.rows.length} answered)\n\n${rwwTableMarkdown(model.rwwTable)}`,
  ];
  return withSessionAppendix(blocks.join('\n\n') + '\n', sessionAppendixMarkdown(model.sessions));
}
