import type { SharedJourneyAction } from './journey-actions';
import { isRwwAction } from './rww/journey-reducer-rww';
import { mergedRwwActions } from './rww/rww-action-summary';

type Mergeable = Extract<
  SharedJourneyAction,
  { type: 'setStage' | 'setProblemStatement' | 'setJourneyName' | 'setIdeaScores' | 'updateIdea' | 'updateUserPersona' | 'updateFeasibility' | 'updateViability' }
>;

/** The later action when applying it alone gives the same journey as applying both; else null. */
function merged(earlier: SharedJourneyAction, later: SharedJourneyAction): SharedJourneyAction | null {
  if (earlier.type !== later.type) return null;
  if (isRwwAction(earlier) && isRwwAction(later)) return mergedRwwActions(earlier, later);
  const a = earlier as Mergeable;
  const b = later as Mergeable;
  switch (b.type) {
    case 'setStage':
    case 'setProblemStatement':
    case 'setJourneyName':
      return b;
    case 'setIdeaScores': {
      const first = a as typeof b;
      return first.id === b.id && first.scorerId === b.scorerId ? b : null;
    }
    case 'updateIdea': {
      const first = a as typeof b;
      return first.id === b.id ? { ...b, changes: { ...first.changes, ...b.changes } } : null;
    }
    case 'updateUserPersona':
    case 'updateFeasibility':
    case 'updateViability':
      return { ...b, changes: { ...(a as typeof b).changes, ...b.changes } } as SharedJourneyAction;
    default:
      return null;
  }
}

/**
 * Folds runs of the same whole-field write (a person typing, a slider dragged) into one action, so
 * each keystroke is not a change of its own in the history or on the wire. Only neighbours merge:
 * the order of different changes is kept.
 */
export function coalesceActions(actions: readonly SharedJourneyAction[]): SharedJourneyAction[] {
  const result: SharedJourneyAction[] = [];
  for (const action of actions) {
    const previous = result.at(-1);
    const combined = previous ? merged(previous, action) : null;
    if (combined) result[result.length - 1] = combined;
    else result.push(action);
  }
  return result;
}
