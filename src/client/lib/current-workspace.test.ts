import { describe, expect, it } from 'vitest';
import type { WorkspaceSummary } from '../../domain/workspace-api';
import { pickCurrentWorkspace, workspaceForNewJourney } from './current-workspace';

const personal: WorkspaceSummary = { id: 'personal-u1', name: 'Personal', kind: 'personal', role: 'owner' };
const editing: WorkspaceSummary = { id: 'team-a', name: 'Cards Squad', kind: 'team', role: 'editor' };
const viewing: WorkspaceSummary = { id: 'team-b', name: 'Wealth Lab', kind: 'team', role: 'viewer' };
const workspaces = [personal, editing, viewing];

describe('the current workspace', () => {
  it('is the remembered one while the user still belongs to it', () => {
    expect(pickCurrentWorkspace(workspaces, 'team-a')).toBe(editing);
  });

  it('falls back to the personal workspace when nothing, or a workspace the user left, is remembered', () => {
    expect(pickCurrentWorkspace(workspaces, null)).toBe(personal);
    expect(pickCurrentWorkspace(workspaces, 'team-removed')).toBe(personal);
    expect(pickCurrentWorkspace([], 'team-a')).toBeUndefined();
  });

  it('takes new journeys in the current team workspace only where the user may add them', () => {
    expect(workspaceForNewJourney(workspaces, 'team-a')).toBe('team-a');
    // Undefined: the server's default, the personal workspace.
    expect(workspaceForNewJourney(workspaces, 'team-b')).toBeUndefined();
    expect(workspaceForNewJourney(workspaces, null)).toBeUndefined();
    expect(workspaceForNewJourney(undefined, 'team-a')).toBeUndefined();
  });
});
