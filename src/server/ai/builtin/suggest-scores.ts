import { getDomain, getSubdomain } from '../../../domain/banking-catalogue';
import {
  SCORE_REASON_MAX_LENGTH,
  type ScoreSuggestion,
  type ScoreSuggestionsRequest,
} from '../../../domain/score-suggestions';
import { contentWordStems, contentWords, wordStem } from '../../../domain/word-stems';

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
const PRECEDENT = /\b(seen at|piloted|pilots?\s+(by|at)|launched|already (offer|run|use)|in use at|precedent|like (the )?[A-Z][\w-]+)/i;
/** A named risk: the team has thought about what could go wrong. */
const RISK = /\b(risks?|fraud|regulat\w*|complian\w*|conduct|consumer duty|gdpr|aml|kyc|liabilit\w*|credit loss\w*|capital)\b/i;

/** How many of the problem's words count at most; a long statement should not make every idea look remote. */
const PROBLEM_WORDS_CONSIDERED = 6;

interface Evidence {
  segment: boolean;
  precedent: boolean;
  risk: boolean;
  /** The problem's own words (as the team wrote them) that the idea also uses. */
  problemWords: string[];
  problemWordCount: number;
  matchesArea: boolean;
}

/** Each stem once, spelled as the problem first spelled it. */
function wordsByStem(text: string): Map<string, string> {
  const byStem = new Map<string, string>();
  for (const { word, stem } of contentWords(text)) if (!byStem.has(stem)) byStem.set(stem, word);
  return byStem;
}

interface FocusArea {
  stems: string[];
  label: string;
}

function evidenceOf(idea: IdeaToScore, problem: Map<string, string>, area: FocusArea): Evidence {
  const text = `${idea.title}. ${idea.description}`;
  const ideaStems = new Set(contentWordStems(text));
  return {
    segment: SEGMENT_WORDS.some((segment) => ideaStems.has(segment)),
    precedent: PRECEDENT.test(text),
    risk: RISK.test(text),
    problemWords: [...problem].filter(([stem]) => ideaStems.has(stem)).map(([, word]) => word),
    problemWordCount: problem.size,
    matchesArea: area.stems.some((stem) => ideaStems.has(stem)),
  };
}

const clampScore = (score: number) => Math.max(0, Math.min(10, Math.round(score)));

function problemShare(evidence: Evidence): number {
  const considered = Math.min(evidence.problemWordCount, PROBLEM_WORDS_CONSIDERED);
  return considered === 0 ? 0 : Math.min(1, evidence.problemWords.length / considered);
}

function scoresFor(evidence: Evidence): Pick<ScoreSuggestion, 'appealScore' | 'fitScore'> {
  const share = problemShare(evidence);
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

function fitClause(evidence: Evidence, areaLabel: string): string {
  const shared = evidence.problemWords.slice(0, 3);
  const problem =
    shared.length === 0
      ? 'shares no key word with your problem'
      : `shares ${evidence.problemWords.length} key word${evidence.problemWords.length === 1 ? '' : 's'} with your problem (${shared.join(', ')})`;
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
 * precedent, its overlap with the problem), fit from its overlap with the problem and the focus
 * area and a named risk. Deterministic, and the reason says exactly what it counted.
 */
export function suggestScoresFromEvidence(request: ScoreSuggestionsRequest): ScoreSuggestion[] {
  const area = focusAreaOf(request);
  const problem = wordsByStem(request.problemStatement);
  return request.ideas.map((idea) => {
    const evidence = evidenceOf(idea, problem, area);
    const reason = `${evidenceClause(evidence)}; ${fitClause(evidence, area.label)}.`;
    return { ideaId: idea.id, ...scoresFor(evidence), reason: reason.slice(0, SCORE_REASON_MAX_LENGTH) };
  });
}
