import type { ComponentProps } from 'react';
import { MoveJourneyDialog } from '../workspaces/move-journey-dialog';
import { DeleteJourneyDialog, RenameJourneyDialog } from './journey-dialogs';

export interface DashboardDialogsProps {
  remove: ComponentProps<typeof DeleteJourneyDialog>;
  rename: ComponentProps<typeof RenameJourneyDialog>;
  move: ComponentProps<typeof MoveJourneyDialog>;
}

/** The dashboard's three dialogs, in a chunk of their own: loaded when the first of them is asked for. */
export function DashboardDialogs({ remove, rename, move }: DashboardDialogsProps) {
  return (
    <>
      <DeleteJourneyDialog {...remove} />
      <RenameJourneyDialog {...rename} />
      <MoveJourneyDialog {...move} />
    </>
  );
}
