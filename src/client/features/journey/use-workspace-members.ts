import { useMemo } from 'react';
import type { WorkspaceMember } from '../../../domain/workspace-api';
import { useMembers } from '../../api/workspaces';
import { useJourneyControls } from './store/journey-context';

/**
 * The members of the journey's workspace (anyone in it may read the list), for open-question owners
 * and for naming who decided. A journey not yet saved has only its author.
 */
export function useWorkspaceMembers() {
  const { workspaceId, userId } = useJourneyControls();
  const members = useMembers(workspaceId ?? '', Boolean(workspaceId));
  const list: WorkspaceMember[] = useMemo(() => members.data ?? [], [members.data]);
  const nameOf = (id: string | null) => {
    if (!id) return '';
    if (id === userId) return 'you';
    const member = list.find((candidate) => candidate.userId === id);
    return member ? member.name || member.email : 'a former member';
  };
  const names = useMemo(() => Object.fromEntries(list.map((member) => [member.userId, member.name || member.email])), [list]);
  return { members: list, nameOf, names, several: list.length > 1 };
}
