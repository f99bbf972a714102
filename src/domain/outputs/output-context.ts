import type { JourneyState } from '../journey-state';
import { DEFAULT_IDEA_TITLE, DEFAULT_IDEA_TYPE } from '../ideas';

/**
 * What the output builders need beyond the journey state: the catalogue's display names for the
 * stored domain ids ('' when unset) and today's date, passed in so the builders stay pure.
 */
export interface OutputContext {
  domainName: string;
  subdomainName: string;
  date: Date;
  /** Names of the workspace's members by account id, for owners and deciders; 'a team member' without. */
  memberNames?: Readonly<Record<string, string>>;
}

/** SPEC section 9 fallback texts. */
export const NOT_AVAILABLE = 'N/A';
export const DOMAIN_FALLBACK = 'Banking Innovation';
export const COST_FALLBACK = 'TBD';

/** '1.1 Deposits & Accounts' -> 'Deposits & Accounts'; catalogue numbering is for the pickers only. */
export function stripNumbering(name: string): string {
  return name.replace(/^\s*\d+(?:\.\d+)*\.?\s+/, '').trim();
}

export function orFallback(text: string, fallback: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? fallback : trimmed;
}

export function orNotAvailable(text: string): string {
  return orFallback(text, NOT_AVAILABLE);
}

/** User text may hold line breaks, which would break a Markdown bullet or table row. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A Markdown table cell: one line, '-' when empty, and a typed `|` cannot end the cell. */
export function tableCell(text: string): string {
  return text.trim() === '' ? '-' : oneLine(text).replace(/\|/g, '\\|');
}

export interface FocusArea {
  domain: string;
  subdomain: string;
  /** 'Domain > Subdomain', the domain alone, or the fallback when no domain is chosen. */
  label: string;
}

export function focusArea(ctx: Pick<OutputContext, 'domainName' | 'subdomainName'>): FocusArea {
  const domain = stripNumbering(ctx.domainName);
  const subdomain = domain === '' ? '' : stripNumbering(ctx.subdomainName);
  if (domain === '') return { domain: DOMAIN_FALLBACK, subdomain: '', label: DOMAIN_FALLBACK };
  return { domain, subdomain, label: subdomain === '' ? domain : `${domain} > ${subdomain}` };
}

export interface IdeaSummary {
  title: string;
  description: string;
  type: string;
}

export function ideaSummary(
  selectedIdea: JourneyState['selectedIdea'],
  titleFallback: string = DEFAULT_IDEA_TITLE,
): IdeaSummary {
  return {
    title: orFallback(selectedIdea?.title ?? '', titleFallback),
    description: (selectedIdea?.description ?? '').trim(),
    type: orFallback(selectedIdea?.type ?? '', DEFAULT_IDEA_TYPE),
  };
}
