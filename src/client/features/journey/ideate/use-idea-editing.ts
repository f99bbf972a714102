import { useState } from 'react';
import type { IdeaText } from '../../../../domain/idea-text';
import { ownIdeaSource } from '../../../../domain/idea-text';
import type { Idea } from '../../../../domain/journey-state';
import { useSession } from '../../../api/session';
import { newId } from '../../../lib/new-id';
import { useJourney } from '../store/journey-context';

interface OpenForm {
  /** null while adding a new idea. */
  ideaId: string | null;
  text: IdeaText | null;
}

export interface DeletedIdea {
  idea: Idea;
  index: number;
}

/** Add, edit, star and delete (with undo) on the ideas screen; every change is a journey action. */
export function useIdeaEditing() {
  const { state, dispatch } = useJourney();
  const { data: session } = useSession();
  const [form, setForm] = useState<OpenForm | undefined>();
  const [deleted, setDeleted] = useState<DeletedIdea | null>(null);

  const save = (text: IdeaText) => {
    if (form?.ideaId && form.text) {
      // Each text from what it read when the form opened: a colleague's typing in it since is merged.
      const id = form.ideaId;
      dispatch({ type: 'updateIdea', id, changes: { title: text.title } }, { seen: form.text.title });
      dispatch({ type: 'updateIdea', id, changes: { description: text.description } }, { seen: form.text.description });
      if (text.type !== form.text.type) dispatch({ type: 'updateIdea', id, changes: { type: text.type } });
    } else dispatch({ type: 'addIdea', id: newId(), idea: { ...text, personaSource: ownIdeaSource(session?.user.name) } });
    setForm(undefined);
  };

  const remove = (idea: Idea) => {
    setDeleted({ idea, index: state.ideas.findIndex((candidate) => candidate.id === idea.id) });
    dispatch({ type: 'removeIdea', id: idea.id });
  };

  const undoDelete = () => {
    if (deleted) dispatch({ type: 'restoreIdea', idea: deleted.idea, index: deleted.index });
    setDeleted(null);
  };

  return {
    /** What the idea form shows: undefined when closed, null when adding. */
    formText: form?.text,
    startAdd: () => setForm({ ideaId: null, text: null }),
    startEdit: ({ id, title, description, type }: Idea) => setForm({ ideaId: id, text: { title, description, type } }),
    closeForm: () => setForm(undefined),
    save,
    remove,
    deleted,
    undoDelete,
    dismissDeleted: () => setDeleted(null),
    star: (idea: Idea, starred: boolean) => dispatch({ type: 'setIdeaStar', id: idea.id, starred }),
  };
}
