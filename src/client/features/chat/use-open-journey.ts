import { useMemo, useState } from 'react';
import { journeyTitleOfState } from '../../../domain/journey-name';
import { useSession } from '../../api/session';
import { readDraft } from '../journey/store/journey-draft-storage';

export interface OpenJourney {
  id: string;
  name: string;
}

/**
 * The saved journey the user last had open (their journey draft knows it): questions about "my
 * idea" are answered from it until the user says not to use it.
 */
export function useOpenJourney() {
  const { data: session } = useSession();
  const [dismissed, setDismissed] = useState(false);
  const [confirmedName, setConfirmedName] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const fromDraft = useMemo<OpenJourney | null>(() => {
    const draft = session ? readDraft(session.user.id) : null;
    if (!draft?.journeyId) return null;
    return { id: draft.journeyId, name: journeyTitleOfState(draft.state) };
  }, [session]);

  const journey = fromDraft && !dismissed && !unavailable ? { ...fromDraft, name: confirmedName ?? fromDraft.name } : null;
  return {
    journey,
    dismiss: () => setDismissed(true),
    /** What the server said it used: its name for the journey, or null when it could not use it. */
    confirm: (name: string | null) => (name === null ? setUnavailable(true) : setConfirmedName(name)),
  };
}
