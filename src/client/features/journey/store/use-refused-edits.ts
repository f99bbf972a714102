import { useCallback, useRef, useState } from 'react';
import { MESSAGES } from '../../../../domain/journey-action-fit';
import type { SharedJourneyAction } from '../../../../domain/journey-actions';
import type { RejectedChange } from '../../../../domain/journey-live';
import type { JourneyState } from '../../../../domain/journey-state';
import { parseTextKey, textKeys } from '../../../../domain/journey-text-fields';
import { showErrorToast } from '../../../lib/toast';
import type { RefusedEdit } from '../team-work/refused-edit-dialog';

type Rejected = RejectedChange & { action?: SharedJourneyAction; typed?: string };

/** The idea a refused change typed into: a text of its own, or an edit of it from the idea form. */
function editedIdea(rejected: Rejected): string | null {
  if (rejected.textKey !== undefined) {
    const parsed = parseTextKey(rejected.textKey);
    return parsed?.kind === 'idea' ? parsed.ideaId : null;
  }
  return rejected.action?.type === 'updateIdea' ? rejected.action.id : null;
}

function removedLine(removed: Rejected['removed']): string {
  if (!removed) return '';
  const when = new Date(removed.at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  return ` ${removed.by ?? 'A former member'} removed it (${when}).`;
}

/**
 * Changes the server refused, as the person hears of them: typing into an idea someone removed
 * opens a dialog that offers the words back; anything else is a toast naming why.
 */
export function useRefusedEdits() {
  // Titles of ideas seen on this screen, to name one after it is gone.
  const titles = useRef(new Map<string, string>()).current;
  const [edit, setEdit] = useState<RefusedEdit | null>(null);

  function report(rejected: Rejected, typedText: (key: string) => string | undefined): void {
    const ideaId = editedIdea(rejected);
    const gone = rejected.removed !== undefined || rejected.message === MESSAGES.ideaGone;
    if (ideaId === null || !gone) {
      showErrorToast('Change not applied', `${rejected.message}${removedLine(rejected.removed)}`);
      return;
    }
    const fromForm = rejected.action?.type === 'updateIdea' ? rejected.action.changes : {};
    setEdit((open) => {
      // The form sends title and description apart: both land in one notice.
      const same = open?.ideaId === ideaId ? open : null;
      const title = fromForm.title ?? same?.title ?? typedText(textKeys.idea(ideaId, 'title')) ?? titles.get(ideaId) ?? '';
      const description = fromForm.description ?? same?.description ?? typedText(textKeys.idea(ideaId, 'description')) ?? '';
      return { ideaId, ideaTitle: titles.get(ideaId) || title || 'Untitled Idea', title, description, removed: rejected.removed ?? same?.removed ?? null };
    });
  }

  const dismiss = useCallback(() => setEdit(null), []);

  return {
    edit,
    report,
    dismiss,
    /** Called with each state shown, so an idea removed later can still be named. */
    remember(state: JourneyState) {
      for (const idea of state.ideas) titles.set(idea.id, idea.title);
    },
  };
}
