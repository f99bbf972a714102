import type { IdeaPattern, LensAngle } from './pattern-types';

export interface DescriptionParts {
  pattern: IdeaPattern;
  angle: LensAngle;
  /** Key terms of the problem statement, best first. */
  terms: readonly string[];
  /** The subset of `terms` that this pattern speaks to directly. */
  matchedTerms: readonly string[];
  problemStatement: string;
  /** Varies the wording and which terms are quoted, deterministically. */
  seed: number;
}

const EXCERPT_LENGTH = 60;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Quotes one or two of the problem's own terms, so every idea visibly answers the brief. */
export function problemFocus(terms: readonly string[], problemStatement: string, seed: number): string {
  if (terms.length > 0) {
    const first = terms[seed % terms.length] ?? '';
    const second = terms[(seed + 1) % terms.length] ?? first;
    return second === first ? `“${first}”` : `“${first}” and “${second}”`;
  }
  const excerpt = problemStatement.trim().replace(/\s+/g, ' ').slice(0, EXCERPT_LENGTH);
  return excerpt ? `“${excerpt}”` : 'the problem you described';
}

/** Claims a direct fit only when the pattern shares words with the problem; otherwise says less. */
function whyItFits(parts: DescriptionParts): string {
  const { pattern, matchedTerms, seed } = parts;
  if (matchedTerms.length > 0) {
    const focus = problemFocus(matchedTerms, '', 0);
    const direct = [
      `It is meant for ${pattern.who}, who today face ${pattern.pain}, which is why it speaks directly to your challenge around ${focus}.`,
      `Built for ${pattern.who}, it eases ${pattern.pain}, and so goes to the heart of ${focus} in your problem statement.`,
    ];
    return direct[seed % direct.length] ?? '';
  }
  const focus = problemFocus(parts.terms, parts.problemStatement, seed);
  const indirect = [
    `It serves ${pattern.who} and tackles ${pattern.pain}; for a challenge framed around ${focus}, it is a proven lever in this area and worth testing with the people who feel the problem.`,
    `Aimed at ${pattern.who}, it eases ${pattern.pain}, giving your work on ${focus} a second route to value that can be tested quickly.`,
  ];
  return indirect[seed % indirect.length] ?? '';
}

/** What the idea is, whom it serves and why it answers the problem, plus the risk to manage. */
export function describeIdea(parts: DescriptionParts): string {
  const { pattern, angle } = parts;
  const seenAt = pattern.seenAt ? ` Seen at: ${pattern.seenAt}.` : '';
  return `${capitalise(pattern.what)}, ${angle.how}. ${whyItFits(parts)} Risk to manage: ${pattern.risk}.${seenAt}`;
}
