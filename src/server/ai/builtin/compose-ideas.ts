import type { Persona, PersonaCategory } from '../../../domain/persona';
import { describeIdea } from './idea-description';
import { allPatterns, patternPoolFor } from './idea-patterns';
import { extractKeyTerms } from './key-terms';
import { LENS_ANGLES } from './lens-angles';
import type { IdeaPattern, LensAngle } from './pattern-types';
import { contentStems, hashString } from './text';

export { extractKeyTerms };

export interface ComposeIdeasInput {
  personas: Persona[];
  domainId: string;
  subdomainId: string;
  problemStatement: string;
  ideasPerPersona: number;
  /** 0 for the first generation; each "Regenerate Ideas" asks for the next variant. */
  variant: number;
}

export interface ComposedIdea {
  title: string;
  description: string;
  type: string;
  personaSource: string;
  personaId: string;
}

/** Two titles of one request may share at most half the words of the shorter one. */
const MAX_TITLE_OVERLAP = 0.5;

/** Words too common in persona expertise to say anything about fit. */
const VAGUE_EXPERTISE = new Set(
  contentStems('bank banking digital financial finance management customer services'),
);

function wordsOf(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Shared words as a share of the shorter title's distinct words (the spec's distinctness rule). */
function titleOverlap(a: string, b: string): number {
  const wordsA = new Set(wordsOf(a));
  const wordsB = new Set(wordsOf(b));
  const smaller = Math.min(wordsA.size, wordsB.size);
  if (smaller === 0) return 0;
  const shared = [...wordsA].filter((word) => wordsB.has(word)).length;
  return shared / smaller;
}

function isDistinct(title: string, taken: readonly ComposedIdea[]): boolean {
  return taken.every((idea) => titleOverlap(title, idea.title) <= MAX_TITLE_OVERLAP);
}

function matchCount(stems: ReadonlySet<string>, words: readonly string[]): number {
  return new Set(contentStems(words.join(' ')).filter((s) => stems.has(s))).size;
}

function expertiseStems(persona: Persona): Set<string> {
  return new Set(contentStems(persona.expertise.join(' ')).filter((s) => !VAGUE_EXPERTISE.has(s)));
}

function patternStems(pattern: IdeaPattern): Set<string> {
  return new Set(
    contentStems([pattern.title, pattern.what, pattern.who, pattern.pain, ...pattern.keywords].join(' ')),
  );
}

/** Share of all patterns above which a word is too common to show that a pattern fits a problem. */
const COMMON_WORD_SHARE = 0.1;
let commonStems: Set<string> | undefined;

function catalogueCommonStems(): Set<string> {
  if (commonStems) return commonStems;
  const patterns = allPatterns();
  const frequency = new Map<string, number>();
  for (const pattern of patterns) {
    for (const s of patternStems(pattern)) frequency.set(s, (frequency.get(s) ?? 0) + 1);
  }
  const limit = patterns.length * COMMON_WORD_SHARE;
  commonStems = new Set([...frequency].filter(([, count]) => count > limit).map(([s]) => s));
  return commonStems;
}

/** The problem's key terms that this pattern speaks to, in the problem's order of salience. */
function matchedTerms(pattern: IdeaPattern, terms: readonly string[]): string[] {
  const stems = patternStems(pattern);
  const common = catalogueCommonStems();
  return terms.filter((term) => contentStems(term).some((s) => stems.has(s) && !common.has(s)));
}

function patternFit(pattern: IdeaPattern, persona: Persona, terms: readonly string[]): number {
  const lensFit = pattern.lenses.includes(persona.category) ? 3 : 0;
  const expertise = 1.5 * matchCount(expertiseStems(persona), pattern.keywords);
  const problem = 2 * matchedTerms(pattern, terms).length;
  const tieBreak = (hashString(`${pattern.id}|${persona.id}`) % 1000) / 2000;
  return lensFit + expertise + problem + tieBreak;
}

function rotate<T>(items: readonly T[], offset: number): T[] {
  if (items.length === 0) return [];
  const start = offset % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** Subdomain patterns first, then domain, then generic; each Regenerate shifts the starting point. */
function rankPatterns(persona: Persona, input: ComposeIdeasInput, terms: readonly string[]): IdeaPattern[] {
  const pool = patternPoolFor(input.domainId, input.subdomainId);
  const offset = Math.max(0, Math.floor(input.variant)) * Math.max(1, Math.floor(input.ideasPerPersona));
  return [pool.subdomain, pool.domain, pool.generic].flatMap((tier) => {
    const scored = tier.map((pattern) => ({ pattern, fit: patternFit(pattern, persona, terms) }));
    scored.sort((a, b) => b.fit - a.fit);
    return rotate(
      scored.map((entry) => entry.pattern),
      offset,
    );
  });
}

export function ideaTitle(angle: LensAngle, pattern: IdeaPattern): string {
  return angle.title.replace('{stem}', pattern.title);
}

function repeatsAWord(title: string): boolean {
  const words = wordsOf(title);
  return new Set(words).size !== words.length;
}

/** The lens's angles that make sense for a pattern ("Service Service Blueprint" does not). */
export function usableAngles(pattern: IdeaPattern, lens: PersonaCategory): LensAngle[] {
  const tags = new Set(pattern.keywords);
  return LENS_ANGLES.filter(
    (angle) =>
      angle.lens === lens &&
      (angle.onlyFor?.some((tag) => tags.has(tag)) ?? true) &&
      !angle.notFor?.some((tag) => tags.has(tag)) &&
      !repeatsAWord(ideaTitle(angle, pattern)),
  );
}

/** Angles in order of preference: the persona's expertise first, then ones it has not used yet. */
function anglesFor(persona: Persona, pattern: IdeaPattern, usedByPersona: ReadonlySet<string>): LensAngle[] {
  const expertise = expertiseStems(persona);
  const rank = (angle: LensAngle): number =>
    matchCount(expertise, angle.keywords) * 10 -
    (usedByPersona.has(angle.id) ? 100 : 0) +
    (hashString(`${angle.id}|${persona.id}|${pattern.id}`) % 1000) / 1000;
  return usableAngles(pattern, persona.category).sort((a, b) => rank(b) - rank(a));
}

/** The first angle, from `start` on, whose title keeps the request's ideas distinct. */
function pickAngle(
  angles: readonly LensAngle[],
  pattern: IdeaPattern,
  start: number,
  taken: readonly ComposedIdea[],
): LensAngle | undefined {
  for (let i = 0; i < angles.length; i += 1) {
    const angle = angles[(start + i) % angles.length];
    if (angle && isDistinct(ideaTitle(angle, pattern), taken)) return angle;
  }
  return undefined;
}

/** The request's state while ideas are composed, persona by persona. */
interface Composition {
  input: ComposeIdeasInput;
  terms: readonly string[];
  usedPatterns: Set<string>;
  ideas: ComposedIdea[];
}

function ideasForPersona(persona: Persona, composition: Composition): void {
  const { input, ideas, usedPatterns, terms } = composition;
  const variant = Math.max(0, Math.floor(input.variant));
  const usedAngles = new Set<string>();
  let made = 0;
  for (const pattern of rankPatterns(persona, input, terms)) {
    if (made >= input.ideasPerPersona) return;
    if (usedPatterns.has(pattern.id)) continue;
    const angle = pickAngle(anglesFor(persona, pattern, usedAngles), pattern, variant, ideas);
    if (!angle) continue;
    const seed = ideas.length + variant;
    const description = describeIdea({
      pattern,
      angle,
      terms,
      matchedTerms: matchedTerms(pattern, terms),
      problemStatement: input.problemStatement,
      seed,
    });
    ideas.push({
      title: ideaTitle(angle, pattern),
      description,
      type: angle.type,
      personaSource: persona.name,
      personaId: persona.id,
    });
    usedPatterns.add(pattern.id);
    usedAngles.add(angle.id);
    made += 1;
  }
}

/**
 * Offline idea generation (DESIGN "AI", built-in engine): for each persona in order, up to
 * `ideasPerPersona` ideas from the subdomain's patterns seen through the persona's lens and
 * worked against the problem statement's key terms. Never throws; unknown catalogue ids fall
 * back to broader patterns, and a request larger than the catalogue gets fewer ideas rather
 * than near-duplicates.
 */
export function composeIdeas(input: ComposeIdeasInput): ComposedIdea[] {
  const terms = extractKeyTerms(input.problemStatement);
  const composition: Composition = {
    input,
    terms,
    usedPatterns: new Set(),
    ideas: [],
  };
  for (const persona of input.personas) ideasForPersona(persona, composition);
  return composition.ideas;
}
