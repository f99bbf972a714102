import type { RwwDraftsRequest, RwwDraftsResult } from '../../../domain/rww/rww-drafts-api';
import { RWW_ITEM_IDS, type RwwAnswer, type RwwItemId } from '../../../domain/rww/rww-items';
import { isFilled } from '../../../domain/validate-rules';
import { contentWordStems, contentWords } from '../../../domain/word-stems';
import { meaningfulWordCount } from './team-words';
import {
  CUES,
  type Source,
  type Sources,
  clipReason,
  excerpt,
  filled,
  findCue,
  findDoubted,
  findStatement,
  focusAreaName,
  namesList,
  quote,
  sourcesOf,
} from './rww-draft-evidence';

interface Finding {
  answer: RwwAnswer;
  reason: string;
  /** Nothing the team entered speaks to the item. */
  tooLittle?: boolean;
}

const yes = (reason: string): Finding => ({ answer: 'yes', reason });
const no = (reason: string): Finding => ({ answer: 'no', reason });
const maybe = (reason: string): Finding => ({ answer: 'maybe', reason });
const tooLittle = (topic: string): Finding => ({ answer: 'maybe', reason: `Too little to go on: nothing entered yet about ${topic}.`, tooLittle: true });
const cited = (found: { label: string; phrase: string }) => `${found.label} says ${quote(found.phrase)}`;

/**
 * The usual shape of a judgement: a No only where the team's words say so, a Yes only where they
 * show it, a Maybe where they touch the item without settling it, and "too little" where they are
 * silent.
 */
function judge(spec: { sources: Source[]; no?: RegExp; yes?: Finding | null; yesCue?: RegExp; partial: string; topic: string }): Finding {
  const against = spec.no ? findStatement(spec.sources, spec.no) : null;
  if (against) return no(`${cited(against)}.`);
  if (spec.yes) return spec.yes;
  const found = spec.yesCue ? findCue(spec.sources, spec.yesCue) : null;
  if (found) return yes(`${cited(found)}.`);
  const doubted = spec.yesCue ? findDoubted(spec.sources, spec.yesCue) : null;
  if (doubted) return maybe(`${cited(doubted)}, which leaves it open: not yet evidence for a Yes.`);
  return spec.sources.length > 0 ? maybe(spec.partial.replace('{sources}', namesList(spec.sources))) : tooLittle(spec.topic);
}

type Rule = (request: RwwDraftsRequest, s: Sources, evidence: Source) => Finding;

function marketNeed(_request: RwwDraftsRequest, s: Sources, evidence: Source): Finding {
  const sources = filled(evidence, s.problem, s.primaryNeeds, s.unmetNeeds);
  const pain = findCue(filled(s.problem), CUES.pain);
  const need = filled(s.primaryNeeds, s.unmetNeeds)[0];
  return judge({
    sources,
    no: CUES.noNeed,
    yes: pain && need ? yes(`The problem statement names a pain (${quote(pain.phrase)}) and ${need.label} says what customers need.`) : null,
    partial: '{sources} speak to it, but nothing shows how much customers feel the problem.',
    topic: 'who has the problem and how much it hurts',
  });
}

function clearConcept(request: RwwDraftsRequest): Finding {
  const description = request.idea.description.trim();
  // "tbd", "x" and the like are not words of a description.
  const wordCount = meaningfulWordCount(description);
  if (wordCount < 8) return tooLittle('the idea itself: its description is empty or only a few words');
  const segment = CUES.segment.exec(description)?.[0];
  if (wordCount >= 20 && segment) return yes(`The idea’s description says what it is in ${wordCount} words and who it is for (${quote(segment)}).`);
  return maybe(`The idea’s description has ${wordCount} words; say ${segment ? 'more on how it works' : 'who it is for and how it works'}.`);
}

function satisfiesMarket(request: RwwDraftsRequest, s: Sources, evidence: Source): Finding {
  const needs = filled(s.primaryNeeds, s.unmetNeeds);
  if (needs.length === 0) return tooLittle('the need it should satisfy (Primary Needs is empty)');
  const test = findCue(filled(evidence, ...needs), CUES.tested);
  if (test) return yes(`${cited(test)}: a test of whether it meets the need.`);
  const ideaStems = new Set(contentWordStems(`${request.idea.title} ${request.idea.description}`));
  const shared = [...new Set(needs.flatMap((need) => contentWords(need.text)).filter((word) => ideaStems.has(word.stem)).map((word) => word.word))];
  return shared.length > 0
    ? maybe(`The idea speaks to the need (shared words: ${shared.slice(0, 3).join(', ')}), but no test shows it meets it yet.`)
    : maybe(`The idea’s text shares no key word with ${namesList(needs)}: check that it answers that need.`);
}

function returnsAboveCosts(request: RwwDraftsRequest, s: Sources): Finding {
  const rating = request.viability.expectedReturn;
  const cost = isFilled(s.cost.text) ? ` against a cost estimate of ${quote(excerpt(s.cost.text))}` : '';
  if (rating === 'High') return cost ? yes(`Expected Return is rated High${cost}.`) : maybe('Expected Return is rated High, but there is no cost estimate to weigh it against.');
  if (rating === 'Medium') return maybe(`Expected Return is rated Medium${cost}: whether returns beat the costs is still open.`);
  if (rating === 'Low') return no(`Expected Return is rated Low${cost}: the returns may not cover the costs.`);
  return cost ? maybe(`There is a cost estimate (${quote(excerpt(s.cost.text))}), but Expected Return is not rated.`) : tooLittle('the expected return and the cost');
}

function fitsGrowthStrategy(request: RwwDraftsRequest, s: Sources): Finding {
  const rating = request.viability.strategicRelevance;
  const alignment = isFilled(s.alignment.text) ? `; Long-Term Alignment says ${quote(excerpt(s.alignment.text))}` : '';
  if (rating === 'High') return yes(`Strategic Relevance is rated High${alignment}.`);
  if (rating === 'Medium') return maybe(`Strategic Relevance is rated Medium${alignment}.`);
  if (rating === 'Low') return no(`Strategic Relevance is rated Low${alignment}.`);
  return alignment ? maybe(`Long-Term Alignment says ${quote(excerpt(s.alignment.text))}, but Strategic Relevance is not rated.`) : tooLittle('how it fits the bank’s strategy');
}

const RULES: Readonly<Record<RwwItemId, Rule>> = {
  marketNeed,
  customerCanBuy: (_r, s, evidence) =>
    judge({
      sources: filled(evidence, s.averageUser, s.cost, s.barriers),
      no: CUES.barred,
      yesCue: CUES.access,
      partial: '{sources} say who would buy it, but not how they would pay for it or reach it.',
      topic: 'how customers would pay for it or reach it',
    }),
  marketSizeEnough: (request, s, evidence) =>
    judge({
      sources: filled(evidence, s.marketTrends, s.averageUser, s.problem),
      yesCue: CUES.size,
      partial: `{sources} describe the market, but give no size${focusAreaName(request) ? ` for the ${focusAreaName(request)} customers it targets` : ''} and no source for one.`,
      topic: 'the size of the market',
    }),
  customerWillBuy: (_r, s, evidence) =>
    judge({
      sources: filled(evidence, s.marketTrends, s.unmetNeeds, s.secondaryNeeds),
      no: CUES.noDemand,
      yesCue: CUES.demand,
      partial: 'Nothing in {sources} shows customers would switch to it yet; a pilot or a survey would tell.',
      topic: 'signs that customers would actually buy it',
    }),
  clearConcept,
  canBeMade: (request, s, evidence) =>
    judge({
      sources: filled(evidence, s.internal, s.external),
      no: CUES.infeasible,
      yes: request.feasibility.techReadiness ? yes(`Technology Readiness is ticked${isFilled(s.internal.text) ? `; Internal Capabilities lists ${quote(excerpt(s.internal.text))}` : ''}.`) : null,
      partial: '{sources} list what the bank has, but Technology Readiness is not ticked.',
      topic: 'the technology and operations to build it',
    }),
  satisfiesMarket,
  competitiveAdvantage: (request, s, evidence) =>
    judge({
      sources: filled(evidence, s.barriers),
      no: CUES.copycat,
      yes: request.feasibility.differentiation ? yes('Clear Differentiation is ticked on the Win page.') : null,
      partial: '{sources} name the competition, but Clear Differentiation is not ticked.',
      topic: 'what sets it apart from the alternatives',
    }),
  advantageSustainable: (_r, s, evidence) =>
    judge({
      sources: filled(evidence, s.barriers, s.internal, s.external),
      no: CUES.easyToCopy,
      yesCue: CUES.moat,
      partial: '{sources} describe the position, but name nothing that would stop a rival copying it.',
      topic: 'what would stop rivals copying it',
    }),
  competitorResponse: (request, s, evidence) => {
    const sources = filled(evidence, s.barriers);
    const moat = findCue(filled(evidence, s.barriers, s.internal, s.external), CUES.moat);
    return judge({
      sources,
      yes: request.feasibility.differentiation && moat ? yes(`Clear Differentiation is ticked and ${moat.label} names a protection (${quote(moat.phrase)}).`) : null,
      partial: '{sources} name competitors, but not how they would respond or how we would hold on.',
      topic: 'how competitors would respond',
    });
  },
  superiorResources: (request, s, evidence) =>
    judge({
      sources: filled(evidence, s.internal, s.external),
      no: CUES.lacking,
      yes:
        request.feasibility.techReadiness && request.feasibility.talentReadiness && isFilled(s.internal.text)
          ? yes(`Technology and Talent Readiness are ticked; Internal Capabilities lists ${quote(excerpt(s.internal.text))}.`)
          : null,
      partial: '{sources} list what the bank has, but the readiness boxes are not both ticked.',
      topic: 'the bank’s resources for it',
    }),
  rightManagement: (request, s, evidence) => {
    const sources = filled(evidence, s.internal, s.alignment);
    const partial = request.feasibility.talentReadiness ? 'Talent Readiness is ticked, but nobody is named to lead it.' : '{sources} say nothing of who would lead it.';
    return judge({ sources, yesCue: CUES.leader, partial, topic: 'who would lead it' });
  },
  marketUnderstanding: (_r, s, evidence) => {
    const other = filled(s.secondaryNeeds, s.unmetNeeds)[0];
    const follows = isFilled(s.marketTrends.text) && other;
    return judge({
      sources: filled(evidence, s.marketTrends, s.secondaryNeeds, s.unmetNeeds),
      yes: follows ? yes(`Market Trends (${quote(excerpt(s.marketTrends.text))}) and ${other.label} show the team follows the market.`) : null,
      yesCue: CUES.learning,
      partial: '{sources} say something about the market, but not how the bank would learn and adjust.',
      topic: 'what the team knows of the market',
    });
  },
  returnsAboveCosts,
  acceptableRisk: (_r, s, evidence) => {
    const risks = filled(evidence, s.risks);
    const contained = findCue(risks, CUES.mitigation);
    return judge({
      sources: risks,
      no: CUES.unacceptable,
      yes: contained ? yes(`${contained.label} names the risks and how to contain them (${quote(contained.phrase)}).`) : null,
      partial: '{sources} name risks, but not how they would be contained.',
      topic: 'the risks and how to contain them',
    });
  },
  fitsGrowthStrategy,
  leadershipSupport: (request, s, evidence) =>
    judge({
      sources: filled(evidence, s.alignment, s.longTermValue),
      no: CUES.noBacking,
      yesCue: CUES.backing,
      partial:
        request.viability.strategicRelevance === 'High'
          ? 'Strategic Relevance is High, which helps, but no sponsor is named in {sources}.'
          : '{sources} name no sponsor in top management.',
      topic: 'who in top management backs it',
    }),
};

/** More than half the items with nothing to go on: the drafts say so as a whole. */
const TOO_LITTLE_SHARE = 0.5;

/**
 * The built-in engine's drafts: each item judged from what the team entered (the idea, the problem,
 * the validate fields, its own evidence note), a one-line reason quoting what it relied on, and an
 * honest Maybe where there is too little to go on. Deterministic: the same entries give the same drafts.
 */
export function draftRwwFromEntries(request: RwwDraftsRequest): RwwDraftsResult {
  const sources = sourcesOf(request);
  const findings = RWW_ITEM_IDS.map((itemId) => ({ itemId, ...RULES[itemId](request, sources, sources.evidence(itemId)) }));
  const silent = findings.filter((finding) => finding.tooLittle).length;
  const notice =
    silent > findings.length * TOO_LITTLE_SHARE
      ? `Too little has been entered to draft most answers: ${silent} of ${findings.length} are Maybe for lack of information. Fill in the Real, Win and Worth fields (and evidence notes), then draft again.`
      : null;
  return { drafts: findings.map(({ itemId, answer, reason }) => ({ itemId, answer, reason: clipReason(reason) })), notice };
}
