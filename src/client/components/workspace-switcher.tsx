import { Suspense, lazy, useState } from 'react';
import { useCurrentWorkspace } from '../lib/current-workspace';
import { DeferredMenu, onDemand } from './deferred-menu';
import { WorkspaceButton } from './workspace-button';
import { WorkspaceSwitcherPlaceholder } from './workspace-switcher-placeholder';

// The menu's code loads on first use, the dialog's (its modal and the name's schema) the first time it is asked for.
const menu = onDemand(async () => (await import('./workspace-menu')).WorkspaceMenu);
const CreateWorkspaceDialog = lazy(async () => ({ default: (await import('./create-workspace-dialog')).CreateWorkspaceDialog }));

/** Moves between the user's workspaces; the choice is remembered on this device. */
export function WorkspaceSwitcher() {
  const { workspaces, current, select, isPending } = useCurrentWorkspace();
  const [creating, setCreating] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  if (creating && !dialogWanted) setDialogWanted(true);
  if (!current) return isPending ? <WorkspaceSwitcherPlaceholder /> : null;
  return (
    <>
      <DeferredMenu
        menu={menu}
        menuProps={{ workspaces, current, onSelect: select, onCreate: () => setCreating(true) }}
        target={<WorkspaceButton name={current.name} />}
      />
      {dialogWanted && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog
            opened={creating}
            onClose={() => setCreating(false)}
            onCreated={(workspaceId) => {
              select(workspaceId);
              setCreating(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
