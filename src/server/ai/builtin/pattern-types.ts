import type { PersonaCategory } from '../../../domain/persona';

/**
 * One innovation pattern of the offline idea catalogue. The texts are phrases that the composer
 * slots into sentences: `what` and `who` are noun phrases, `pain` is what hurts today, `risk` is
 * the regulatory or delivery caveat a bank team must weigh.
 */
export interface IdeaPattern {
  id: string;
  /** Title stem of two or three words; a lens angle wraps it into the idea's title. */
  title: string;
  what: string;
  who: string;
  pain: string;
  risk: string;
  /** Persona lenses the pattern fits most naturally; others may still use it. */
  lenses: readonly PersonaCategory[];
  /** Tags matched against persona expertise and used to keep angles sensible. */
  keywords: readonly string[];
  /** A short "seen at" reference, without figures. */
  seenAt?: string;
}

export type IdeaType = 'Product' | 'Process' | 'Platform' | 'Service' | 'Business Model';

/** A lens-specific way of turning a pattern into an idea (SPEC section 3: personas by category). */
export interface LensAngle {
  id: string;
  lens: PersonaCategory;
  label: string;
  /** Title template; `{stem}` is replaced by the pattern's title. */
  title: string;
  /** A clause that follows the pattern's `what`, saying how this lens shapes it. */
  how: string;
  type: IdeaType;
  /** Tags matched against persona expertise. */
  keywords: readonly string[];
  /** The angle is only used for patterns carrying one of these tags. */
  onlyFor?: readonly string[];
  /** The angle is skipped for patterns carrying one of these tags (it would repeat the stem). */
  notFor?: readonly string[];
}

export type PatternCatalogue = Readonly<Record<string, readonly IdeaPattern[]>>;
