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

/** SPEC section 9 constants of the infographic. */
export const INFOGRAPHIC_TEAM_LIMIT = 4;
export const WORTH_TILE_LENGTH = 20;
export const WORTH_TILE_FALLBACK = 'Positive ROI';

export interface InfographicTile {
  label: 'Real' | 'Win' | 'Worth';
  caption: string;
  text: string;
}

export interface InfographicModel {
  /** First names of at most the first four team members. */
  team: string[];
  domain: string;
  concept: { title: string; type: string };
  tiles: [InfographicTile, InfographicTile, InfographicTile];
  motto: string;
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

export function buildInfographicModel(state: JourneyState, ctx: OutputContext): InfographicModel {
  const idea = ideaSummary(state.selectedIdea);
  return {
    team: state.teamMembers.slice(0, INFOGRAPHIC_TEAM_LIMIT).map((member) => firstName(member.name)),
    domain: focusArea(ctx).domain,
    concept: { title: idea.title, type: idea.type },
    tiles: [
      {
        label: 'Real',
        caption: 'User need',
        text: orNotAvailable(upToFirstFullStop(state.userPersona.primaryNeeds)),
      },
      {
        label: 'Win',
        caption: 'Our edge',
        text: orNotAvailable(upToFirstFullStop(state.feasibility.internalCapabilities)),
      },
      { label: 'Worth', caption: 'Expected return', text: worthTileText(state.viability.expectedReturn) },
    ],
    motto: infographicMotto(ctx),
  };
}

/** Plain text for the "file-like box", laid out block by block for a design tool. */
export function buildInfographicText(state: JourneyState, ctx: OutputContext): string {
  const model = buildInfographicModel(state, ctx);
  const blocks = [
    'INNOVATION INFOGRAPHIC',
    `TEAM\n${model.team.length > 0 ? model.team.join(' · ') : NOT_AVAILABLE}`,
    `DOMAIN\n${model.domain}`,
    `CONCEPT\n${oneLine(model.concept.title)} (${oneLine(model.concept.type)})`,
    ...model.tiles.map((tile) => `${tile.label.toUpperCase()} - ${tile.caption}\n${oneLine(tile.text)}`),
    `MOTTO\n${model.motto}`,
  ];
  return blocks.join('\n\n') + '\n';
}
