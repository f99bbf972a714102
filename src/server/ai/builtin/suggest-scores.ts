import { getDomain, getSubdomain } from '../../../domain/banking-catalogue';
import {
  SCORE_REASON_MAX_LENGTH,
  type ScoreSuggestion,
  type ScoreSuggestionsRequest,
} from '../../../domain/score-suggestions';
import { contentWordStems, wordStem } from '../../../domain/word-stems';
import { type AnswerFit, answerFitOf } from './idea-answer-fit';
import type { SearchableCatalogue } from './team-composition';

type IdeaToScore = ScoreSuggestionsRequest['ideas'][number];

/** Who an idea can be for: naming one is the first sign that someone will want it. */
const SEGMENT_WORDS = `customer client household family families parent student graduate retiree pensioner
  saver borrower homeowner tenant cardholder merchant retailer sme business company corporate startup
  founder freelancer exporter importer supplier treasurer investor heir executor adviser advisor
  entrepreneur farmer landlord employee employer member migrant youth teen child senior`
  .split(/\s+/)
  .filter(Boolean)
  .map(wordStem);

/** A precedent: someone already runs it, so the idea is more than a hope. */
const PRECEDENT =
  /\b(seen at|piloted|pilots?\s+(by|at)|launched|already (offer|run|use)|in use at|precedent|like (the )?[A-Z][\w-]+)/i;
/** A named risk: the team has thought about what could go wrong. */
const RISK =
  /\b(risks?|fraud|regulat\w*|complian\w*|conduct|consumer duty|gdpr|aml|kyc|liabilit\w*|credit loss\w*|capital)\b/i;

interface Evidence {
  segment: boolean;
  precedent: boolean;
  risk: boolean;
  /** How well what the idea proposes, in its own words, answers the problem. */
  answer: AnswerFit;
  hasProblem: boolean;
  matchesArea: boolean;
}

interface FocusArea {
  stems: string[];
  label: string;
}

function evidenceOf(idea: IdeaToScore, answer: AnswerFit, hasProblem: boolean, area: FocusArea): Evidence {
  const text = `${idea.title}. ${idea.description}`;
  const ideaStems = new Set(contentWordStems(text));
  return {
    segment: SEGMENT_WORDS.some((segment) => ideaStems.has(segment)),
    precedent: PRECEDENT.test(text),
    risk: RISK.test(text),
    answer,
    hasProblem,
    matchesArea: area.stems.some((stem) => ideaStems.has(stem)),
  };
}

const clampScore = (score: number) => Math.max(0, Math.min(10, Math.round(score)));

function scoresFor(evidence: Evidence): Pick<ScoreSuggestion, 'appealScore' | 'fitScore'> {
  const share = evidence.answer.closeness;
  const appeal = 3 + (evidence.segment ? 2 : 0) + (evidence.precedent ? 2 : 0) + share * 3;
  const fit = 2 + share * 5 + (evidence.matchesArea ? 2 : 0) + (evidence.risk ? 1 : 0);
  return { appealScore: clampScore(appeal), fitScore: clampScore(fit) };
}

function evidenceClause(evidence: Evidence): string {
  const named = [
    evidence.segment && 'a customer segment',
    evidence.precedent && 'a precedent',
    evidence.risk && 'a risk',
  ].filter((item): item is string => typeof item === 'string');
  if (named.length === 0) return 'Names no segment, precedent or risk';
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
  return `Names ${list}`;
}

/** Closeness from which the reason calls an idea close to the problem, and from which it calls it related. */
const CLOSE = 0.5;
const RELATED = 0.15;

function answerClause({ answer, hasProblem }: Evidence): string {
  if (!hasProblem) return 'there is no problem statement to compare it with';
  if (answer.onlyProblemWords) return 'mostly repeats your problem rather than saying what the bank would do';
  const like = answer.likeTitle ? ` (like the catalogue's ${answer.likeTitle})` : '';
  if (answer.closeness >= CLOSE)
    return `proposes something close in meaning to an answer to your problem${like}`;
  if (answer.closeness >= RELATED) return `is related to your problem, though not a direct answer${like}`;
  return 'is not close in meaning to your problem';
}

function fitClause(evidence: Evidence, areaLabel: string): string {
  const problem = answerClause(evidence);
  const area = evidence.matchesArea ? `speaks to ${areaLabel}` : `does not mention ${areaLabel}`;
  return `${problem}; ${area}`;
}

/** The sub-domain's words (else the domain's), without the catalogue's numbering. */
function focusAreaOf(request: ScoreSuggestionsRequest): FocusArea {
  const domain = getDomain(request.domain);
  const subdomain = getSubdomain(request.domain, request.subdomain);
  const name = (subdomain ?? domain)?.name ?? request.domain.replace(/_/g, ' ');
  const label = name.replace(/^[\d.]+\s*/, '');
  return { stems: contentWordStems(label), label };
}

/**
 * The built-in engine's suggestion: appeal from the evidence in the idea's text (segment,
 * precedent, how well it answers the problem), fit from how well it answers the problem by
 * meaning (the problem's own words taken out first, so repeating them gains nothing), the focus
 * area and a named risk. Deterministic, and the reason says what it counted.
 */
export function suggestScoresFromEvidence(
  request: ScoreSuggestionsRequest,
  catalogue: SearchableCatalogue,
): ScoreSuggestion[] {
  const area = focusAreaOf(request);
  const place = {
    domainId: request.domain,
    subdomainId: request.subdomain,
    problemStatement: request.problemStatement,
  };
  const hasProblem = request.problemStatement.trim() !== '';
  return request.ideas.map((idea) => {
    const evidence = evidenceOf(idea, answerFitOf(catalogue, place, idea), hasProblem, area);
    const reason = `${evidenceClause(evidence)}; ${fitClause(evidence, area.label)}.`;
    return { ideaId: idea.id, ...scoresFor(evidence), reason: reason.slice(0, SCORE_REASON_MAX_LENGTH) };
  });
}
