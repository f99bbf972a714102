import type { JourneySummary } from './journey-api';
import { journeyTitle } from './journey-name';
import { isStorableText } from './storable-text';

/** The dashboard reads its lists a page at a time; a page of summaries stays well under 40 KB. */
export const JOURNEY_PAGE_SIZE = 50;

export const JOURNEY_SORTS = ['updated', 'name', 'created'] as const;
export type JourneySort = (typeof JOURNEY_SORTS)[number];

export const JOURNEY_SEARCH_MAX = 200;
export const CURSOR_MAX = 600;

/**
 * The text a row leads with: its name when it has one, else a name read from its problem or its
 * banking area (issue 22); the row shows the problem statement itself below it.
 */
export function journeyRowTitle(journey: Pick<JourneySummary, 'name' | 'problemStatement'> & Partial<Pick<JourneySummary, 'domain' | 'subdomain'>>): string {
  return journeyTitle(journey);
}

/** Text as search and the name order compare it: lower case, accents dropped. */
export function searchableText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words a search must all find; each is searched for as it is, inside any word. */
export function searchWords(search: string): string[] {
  return searchableText(search).split(/\s+/).filter(Boolean);
}

/** Where a listed journey stopped: the sort key of its last row and that row's id. */
export interface JourneyCursor {
  key: string;
  id: string;
}

/** Opaque to callers: base64url of the key and id, so a next-page link is one safe query value. */
export function encodeJourneyCursor(cursor: JourneyCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([cursor.key, cursor.id]));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeJourneyCursor(text: string): JourneyCursor | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const storable = (part: unknown): part is string => typeof part === 'string' && isStorableText(part);
    if (Array.isArray(value) && value.length === 2 && storable(value[0]) && storable(value[1])) {
      return { key: value[0], id: value[1] };
    }
  } catch {
    // Not one of ours: answered as a bad request below.
  }
  return undefined;
}


export interface JourneyCounts {
  inProgress: number;
  completed: number;
}

export interface JourneyListPage {
  journeys: JourneySummary[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
  /** How many journeys match the filters and search, over every page. */
  matching: number;
  /** The workspace's journeys by status, whatever the filters. */
  counts: JourneyCounts;
}
