import type { SharedJourneyAction } from '../../../../domain/journey-actions';
import { MESSAGES } from '../../../../domain/journey-action-fit';
import { ideasRemoved } from '../../../../domain/journey-action-targets';
import { type JourneyChange, type RejectedChange, applyChange } from '../../../../domain/journey-live';
import { journeyReducer } from '../../../../domain/journey-reducer';
import type { JourneyState } from '../../../../domain/journey-state';
import { readTextField } from '../../../../domain/journey-text-fields';
import type { JourneySharedTexts } from './journey-shared-texts';

/**
 * A change that arrived (in version order) applied to the confirmed state, its shared-text updates
 * into this device's documents first, read against the texts the change started from.
 */
export function applyArrivedChange(confirmed: JourneyState, change: JourneyChange, texts: JourneySharedTexts): JourneyState {
  if (change.kind !== 'status' && change.textUpdates) {
    const after = change.kind === 'actions' ? change.actions.reduce(journeyReducer, confirmed) : change.state;
    texts.receive(change.textUpdates, (key) => readTextField(confirmed, key) ?? readTextField(after, key) ?? '');
  }
  return applyChange(confirmed, change);
}

/** Ideas others removed while this screen was open: who and when, for a change that comes too late. */
export class RemovedIdeas {
  private readonly removed = new Map<string, { by: string | null; at: string }>();

  note(before: JourneyState, after: JourneyState, change: JourneyChange): void {
    for (const id of ideasRemoved(before, after)) this.removed.set(id, { by: change.by?.name ?? null, at: change.at });
  }

  /**
   * A change to an idea this screen already knows is gone (someone removed it while the person was
   * editing it) is not sent: the refusal says at once who removed it, and gives the words back.
   */
  refusal(ideaId: string, action: SharedJourneyAction): RejectedChange & { action: SharedJourneyAction } {
    const removed = this.removed.get(ideaId);
    return { index: null, message: MESSAGES.ideaGone, action, ...(removed ? { removed } : {}) };
  }
}
