import { averageScore } from './ideas';
import { mergedVotes } from './idea-votes';
import { LIMITS, type Idea, type JourneyState } from './journey-state';
import { withoutUndefined } from './object-updates';
import { mergedMemberScores, withTeamFigures } from './team-scores';

type Scores = Pick<Idea, 'appealScore' | 'fitScore' | 'averageScore'>;

function betterScores(a: Idea, b: Idea): Scores {
  const better = (averageScore(b) ?? -1) > (averageScore(a) ?? -1) ? b : a;
  return { appealScore: better.appealScore, fitScore: better.fitScore, averageScore: better.averageScore };
}

/** The kept idea's text, then what the other one adds, naming where it came from. */
function combinedDescription(kept: Idea, other: Idea): string {
  const extra = other.description.trim();
  if (extra === '' || kept.description.includes(extra)) return kept.description;
  const combined = `${kept.description.trim()}\n\nMerged from "${other.title}": ${extra}`;
  return combined.slice(0, LIMITS.longText);
}

/** Each member keeps the better of their two scores; ideas scored before team scoring keep the better pair. */
function mergedScores(kept: Idea, other: Idea): Partial<Idea> {
  const memberScores = mergedMemberScores(kept, other);
  if (!memberScores) return betterScores(kept, other);
  const { appealScore, fitScore, averageScore } = withTeamFigures({ ...kept, memberScores });
  return { memberScores, appealScore, fitScore, averageScore };
}

export function mergeIdeaPair(kept: Idea, other: Idea): Idea {
  const merged: Idea = {
    ...kept,
    description: combinedDescription(kept, other),
    ...mergedVotes(kept, other),
    ...mergedScores(kept, other),
  };
  if (kept.starred || other.starred) merged.starred = true;
  return withoutUndefined(merged) as Idea;
}

/** "Merge" on a duplicate pair: one idea stays, with both texts, the better scores and any star. */
export function mergeIdeas(state: JourneyState, keepId: string, mergeId: string): JourneyState {
  const kept = state.ideas.find((idea) => idea.id === keepId);
  const other = state.ideas.find((idea) => idea.id === mergeId);
  if (!kept || !other || kept === other) return state;
  const merged = mergeIdeaPair(kept, other);
  const selected = state.selectedIdea?.id === keepId || state.selectedIdea?.id === mergeId;
  return {
    ...state,
    ideas: state.ideas.filter((idea) => idea.id !== mergeId).map((idea) => (idea.id === keepId ? merged : idea)),
    selectedIdea: selected ? merged : state.selectedIdea,
  };
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\n${b}` : `${b}\n${a}`;
}

/** "Keep both": remembered, so the pair is not offered for merging again. */
export function keepIdeasApart(state: JourneyState, firstId: string, secondId: string): JourneyState {
  if (firstId === secondId) return state;
  const key = pairKey(firstId, secondId);
  if (state.keptApartIdeaPairs.some(([a, b]) => pairKey(a, b) === key)) return state;
  const pair: [string, string] = firstId < secondId ? [firstId, secondId] : [secondId, firstId];
  return { ...state, keptApartIdeaPairs: [...state.keptApartIdeaPairs, pair].slice(-LIMITS.keptApartIdeaPairs) };
}
