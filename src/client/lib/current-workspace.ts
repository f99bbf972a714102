import { useSyncExternalStore } from 'react';
import type { WorkspaceSummary } from '../../domain/workspace-api';
import { canEditJourneys } from '../../domain/workspace-roles';
import { useSession } from '../api/session';
import { useWorkspaces } from '../api/workspaces';

/** Per user, so two people sharing a browser each come back to their own workspace. */
const storageKey = (userId: string) => `innovationStudio.currentWorkspace.${userId}`;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readCurrentWorkspaceId(userId: string): string | null {
  try {
    return userId ? window.localStorage.getItem(storageKey(userId)) : null;
  } catch {
    return null;
  }
}

export function rememberCurrentWorkspace(userId: string, workspaceId: string): void {
  try {
    window.localStorage.setItem(storageKey(userId), workspaceId);
  } catch {
    // Storage may be full or blocked: the switch still applies until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

/** The remembered workspace if the user still belongs to it, else their personal one. */
export function pickCurrentWorkspace(workspaces: WorkspaceSummary[], rememberedId: string | null): WorkspaceSummary | undefined {
  return workspaces.find((workspace) => workspace.id === rememberedId) ?? workspaces.find((workspace) => workspace.kind === 'personal');
}

export function useCurrentWorkspace() {
  const { data: session } = useSession();
  const userId = session?.user.id ?? '';
  const rememberedId = useSyncExternalStore(subscribe, () => readCurrentWorkspaceId(userId), () => null);
  const workspaces = useWorkspaces(Boolean(userId));
  const list = workspaces.data ?? [];
  return {
    workspaces: list,
    current: pickCurrentWorkspace(list, rememberedId),
    isPending: workspaces.isPending,
    select: (workspaceId: string) => rememberCurrentWorkspace(userId, workspaceId),
  };
}

/**
 * Where a journey started now is created: the current team workspace when the user may add journeys
 * there, else the personal workspace (undefined: the server's default).
 */
export function workspaceForNewJourney(workspaces: WorkspaceSummary[] | undefined, rememberedId: string | null): string | undefined {
  const current = pickCurrentWorkspace(workspaces ?? [], rememberedId);
  return current?.kind === 'team' && canEditJourneys(current.role) ? current.id : undefined;
}
