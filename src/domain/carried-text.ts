import type { JourneyState } from './journey-state';

/**
 * Whether a request to the AI carries a journey's text (issue 22, item 13): the server decides whose
 * AI rules apply from the text itself, not only from the journey the request names, so a member
 * cannot send a team's answers under their personal workspace's rules by leaving the name out.
 *
 * Only passages long enough to be someone's writing count (a sentence, not "Mobile app"), so a short
 * common phrase does not tie a request to a team. The comparison ignores case and spacing, and a
 * passage counts when either side contains the other (a pasted answer, or a trimmed one).
 */
export const PASSAGE_MIN_LENGTH = 24;

/** How deep a request body or a journey's state is searched for text. */
const MAX_DEPTH = 8;

export function normalizePassage(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Written text, not an id, address or token: long enough, and more than one word. */
function isPassage(normalized: string): boolean {
  return normalized.length >= PASSAGE_MIN_LENGTH && normalized.includes(' ');
}

/** Every string in a JSON value except under the keys given (ids, chosen options), normalized. */
export function passagesIn(value: unknown, skipKeys: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (typeof node === 'string') {
      const normalized = normalizePassage(node);
      if (isPassage(normalized)) found.push(normalized);
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) if (!skipKeys.has(key)) walk(item, depth + 1);
    }
  };
  walk(value, 0);
  return found;
}

/** A separator no normalized passage contains, so a match never spans two passages. */
const SEPARATOR = '\u0000';

/** A journey's passages, ready to be compared with many requests' passages. */
export function passageSet(passages: readonly string[]) {
  const text = passages.join(SEPARATOR);
  return {
    /** Whether this passage and one of the set's overlap (one contains the other). */
    overlaps: (passage: string) => passages.length > 0 && (text.includes(passage) || passages.some((own) => passage.includes(own))),
  };
}

/** Whether any of the request's passages overlaps any of the journey's. */
export function carriesPassages(request: readonly string[], journey: readonly string[]): boolean {
  const set = passageSet(journey);
  return request.some((passage) => set.overlaps(passage));
}

/**
 * A journey's passages in two kinds. What people wrote (the problem, the Validate screens, evidence
 * notes) is the team's alone. Ideas may not be: the built-in engine gives the same catalogue ideas
 * to many journeys, so an idea ties a request to a workspace only where no other workspace of the
 * asker holds the same idea (the server decides that, it sees all of the asker's journeys).
 */
export function journeyPassages(state: Partial<JourneyState>): { written: string[]; ideas: string[] } {
  const { problemStatement, userPersona, feasibility, viability, rwwScreens } = state;
  const { generatedIdeas, ideas, earlierIdeaRounds, seenIdeaTitles, selectedIdea } = state;
  return {
    written: passagesIn([problemStatement, userPersona, feasibility, viability, rwwScreens], IDS),
    ideas: passagesIn([generatedIdeas, ideas, earlierIdeaRounds, seenIdeaTitles, selectedIdea], IDS),
  };
}

/** Keys that hold ids or chosen options, never writing. */
const IDS = new Set(['id', 'ideaId', 'personaId', 'personaSource', 'type', 'itemId']);
