import type { PairwiseCriterion, PairwiseRankedIdea, PairwiseRanking, RankingSureness } from '../../../../domain/facilitation/facilitation-results';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(place: number): string {
  const lastTwo = place % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

const SURENESS_WORDS: Record<RankingSureness, string> = {
  high: 'sure',
  medium: 'fairly sure',
  low: 'not sure yet',
};

const CRITERION_WORDS: Record<PairwiseCriterion, string> = { appeal: 'appeal', fit: 'strategic fit' };

/** "2nd of 6 for appeal · sure", or with the range it could be in when not sure: "… · fairly sure (1st to 3rd)". */
export function pairwisePlaceText(entry: PairwiseRankedIdea, total: number, criterion: PairwiseCriterion): string {
  const place = `${ordinal(entry.rank)} of ${total} for ${CRITERION_WORDS[criterion]} · ${SURENESS_WORDS[entry.sureness]}`;
  if (entry.sureness === 'high' || entry.rankHigh === entry.rankLow) return place;
  return `${place} (${ordinal(entry.rankHigh)} to ${ordinal(entry.rankLow)})`;
}

/** An idea's places in the ranking, one line per criterion it was ranked on. */
export function pairwisePlaces(ranking: PairwiseRanking | null, ideaId: string): string[] {
  if (!ranking) return [];
  const criteria: PairwiseCriterion[] = ['appeal', 'fit'];
  return criteria.flatMap((criterion) => {
    const list = ranking[criterion];
    const entry = list.find((candidate) => candidate.ideaId === ideaId);
    return entry ? [pairwisePlaceText(entry, list.length, criterion)] : [];
  });
}
