import { getDomain, getSubdomain } from '../../../domain/banking-catalogue';
import { RWW_LIMITS } from '../../../domain/rww/rww-state';
import type { RwwItemId } from '../../../domain/rww/rww-items';
import type { RwwDraftsRequest } from '../../../domain/rww/rww-drafts-api';
import { isFilled } from '../../../domain/validate-rules';
import { isDeniedOrDoubted, isFiller } from './team-words';

/** A text the team entered, under the name the screens give it. */
export interface Source {
  label: string;
  text: string;
}

export interface CueFound {
  label: string;
  phrase: string;
}

// Phrases that, in the text a team wrote, speak for or against an item. Kept narrow on purpose: a
// draft may claim a Yes or a No only where the team's own words show it; everything else is Maybe.
export const CUES = {
  pain: /\b(wait\w*|late|slow\w*|delay\w*|cost\w*|fees?|lose|losing|lost|fraud\w*|hard|difficult\w*|manual\w*|paper\w*|frustrat\w*|complain\w*|miss\w*|awkward\w*|chas\w*|struggl\w*|expensive|can't|cannot|unable)\b/i,
  noNeed: /\b(no (real )?(need|demand|interest)|nobody (wants|asked)|not a (real )?problem)\b/i,
  access: /\b(free|no fee|fees?|pric(e|ed|ing)|afford\w*|subscription|included|bundled?|existing customers?|in the app|mobile app|online banking|branch(es)?|eligib\w+)\b/i,
  barred: /\b(not eligible|cannot afford|can't afford|not (allowed|permitted)|prohibited|banned)\b/i,
  size: /(\b\d[\d,.]*\s*(%|per ?cent\b|million\b|m\b|bn\b|billion\b|thousand\b|k\b)|\b\d[\d,.]*\s+(customers|clients|users|households|people|adults|smes|businesses|firms|merchants|accounts)\b)/i,
  demand: /\b(pilot\w*|survey\w*|interview\w*|tested|trial\w*|waiting ?list|wait-?list|sign-?ups?|pre-?orders?|take-?up|uptake|asked for|requested)\b/i,
  noDemand: /\b(no demand|not interested|low (take-?up|uptake|adoption)|customers? (refused|rejected|declined))\b/i,
  infeasible: /\b(no (in-house|internal) (skills|technology|platform)|cannot be built|can't be built|not (technically )?feasible|technically impossible)\b/i,
  tested: /\b(prototype\w*|usability|user tests?|tested with|pilot\w*|feedback)\b/i,
  copycat: /\b(already (offer|offers|have|has) (the same|this|it)|me-too|no (advantage|differentiation)|identical to)\b/i,
  moat: /\b(patent\w*|proprietary|exclusiv\w*|licen[cs]e[sd]?|our (own )?data|data advantage|network effects?|economies of scale|switching costs?|regulatory approval)\b/i,
  easyToCopy: /\b(easy to copy|easily copied|anyone can copy|no barriers?)\b/i,
  lacking: /\b(lack\w*|no (budget|data|skills|team|licen[cs]e)|short of)\b/i,
  leader: /\b(sponsor\w*|product owner|led by|head of|director|experience (running|of running)|ran a similar|track record)\b/i,
  learning: /\b(feedback|research|insight\w*|analytics|test and learn|iterat\w*|agile)\b/i,
  mitigation: /\b(mitigat\w*|control\w*|limits?|caps?|capped|monitor\w*|insur\w*|reserves?|sandbox|phased|fallback|safeguard\w*)\b/i,
  unacceptable: /\b(unacceptable|too risky|(would|could) breach|not permitted|illegal)\b/i,
  backing: /\b(sponsor\w*|board|executive\w*|ceo|cfo|coo|cio|cdo|steer\w* committee|steerco|management (support|backing|approval)|approved|funded|budget (approved|agreed|allocated))\b/i,
  noBacking:
    /\b(no (executive |senior |board |named )?sponsor|(management|board|executives?|ceo|cfo|coo|cio|sponsor) (is |are |was |were |has |have )?(not (yet )?(convinced|supportive|persuaded|keen|interested|approved)|against|opposed|sceptical|skeptical|unconvinced|declined|rejected)|no budget|budget (was |has been |is )?(refused|rejected|cut|withdrawn|denied)|not (been )?(approved|funded|sponsored)|not a priority)\b/i,
  segment: /\b(customers?|clients?|households?|families|parents?|students?|graduates?|retirees?|pensioners?|savers?|borrowers?|homeowners?|tenants?|renters?|cardholders?|merchants?|retailers?|smes?|small businesses|companies|corporates?|startups?|founders?|freelancers?|exporters?|importers?|suppliers?|treasurers?|investors?|heirs?|advisers?|advisors?|entrepreneurs?|farmers?|landlords?|employees?|employers?|members?|migrants?|young people|seniors?)\b/i,
} as const;

const EXCERPT_LENGTH = 60;

/** A few words around where the cue was found, so the reason quotes the team rather than paraphrasing it. */
function excerptAround(text: string, index: number, length: number): string {
  const oneLine = text.replace(/\s+/g, ' ');
  const start = Math.max(0, oneLine.lastIndexOf(' ', Math.max(0, index - 15)) + 1);
  const cut = oneLine.slice(start, start + Math.max(EXCERPT_LENGTH, length));
  const clipped = cut.length < oneLine.length - start ? `${cut.replace(/\s+\S*$/, '')}…` : cut;
  return clipped.trim();
}

export function excerpt(text: string): string {
  return excerptAround(text, 0, 0);
}

/**
 * The first place a cue speaks for the item: a mention the team denies or doubts in the same
 * clause ("the board is not convinced", "interviews pending") is skipped.
 */
export function findCue(sources: readonly Source[], cue: RegExp): CueFound | null {
  return findMention(sources, cue, (source, match) => !isDeniedOrDoubted(source.text, match.index, match.index + match[0].length));
}

/** A cue the team states as it stands, denial words included ("no sponsor", "we lack the data"). */
export function findStatement(sources: readonly Source[], cue: RegExp): CueFound | null {
  return findMention(sources, cue, () => true);
}

/** A cue the team mentions only to deny or doubt it: the reason a draft stays Maybe. */
export function findDoubted(sources: readonly Source[], cue: RegExp): CueFound | null {
  return findMention(sources, cue, (source, match) => isDeniedOrDoubted(source.text, match.index, match.index + match[0].length));
}

function findMention(sources: readonly Source[], cue: RegExp, accept: (source: Source, match: RegExpExecArray) => boolean): CueFound | null {
  const everywhere = new RegExp(cue.source, cue.flags.includes('g') ? cue.flags : `${cue.flags}g`);
  for (const source of sources) {
    for (const match of source.text.matchAll(everywhere)) {
      if (accept(source, match)) return { label: source.label, phrase: excerptAround(source.text, match.index, match[0].length) };
    }
  }
  return null;
}

/** Only what the team actually wrote: blank fields are not sources. */
export function filled(...sources: Source[]): Source[] {
  return sources.filter((source) => isFilled(source.text));
}

export function namesList(sources: readonly Source[]): string {
  const labels = sources.map((source) => source.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
}

export const quote = (text: string) => `“${text}”`;

/** The team's texts by the names the screens use, plus each item's own evidence note. */
export function sourcesOf(request: RwwDraftsRequest) {
  const { userPersona: persona, feasibility, viability } = request;
  // "x", "tbd" or "n/a" counts as nothing entered.
  const source = (label: string, text: string): Source => ({ label, text: isFiller(text) ? '' : text });
  return {
    problem: source('The problem statement', request.problemStatement),
    idea: source('The idea’s description', request.idea.description),
    averageUser: source('Average User', persona.averageUser),
    primaryNeeds: source('Primary Needs', persona.primaryNeeds),
    secondaryNeeds: source('Secondary Needs', persona.secondaryNeeds),
    unmetNeeds: source('Unmet Needs', persona.unmetNeeds),
    marketTrends: source('Market Trends', persona.marketTrends),
    internal: source('Internal Capabilities', feasibility.internalCapabilities),
    external: source('External Assets & Partners', feasibility.externalAssets),
    barriers: source('Entry Barriers & Competition', feasibility.entryBarriers),
    cost: source('Cost Estimate', viability.costEstimate),
    risks: source('Risks', viability.risks),
    longTermValue: source('Long-Term Value', viability.longTermValue),
    alignment: source('Long-Term Alignment', viability.longTermAlignment),
    evidence: (itemId: RwwItemId) => source('Your evidence note', request.answers[itemId]?.evidence ?? ''),
  };
}
export type Sources = ReturnType<typeof sourcesOf>;

/** The focus area as the team chose it, without the catalogue's numbering ('Cards & Payments'). */
export function focusAreaName(request: RwwDraftsRequest): string {
  const name = getSubdomain(request.domain, request.subdomain)?.name ?? getDomain(request.domain)?.name ?? '';
  return name.replace(/^[\d.]+\s*/, '');
}

export const clipReason = (reason: string) =>
  reason.length <= RWW_LIMITS.draftReason ? reason : `${reason.slice(0, RWW_LIMITS.draftReason - 1).replace(/\s+\S*$/, '')}…`;
