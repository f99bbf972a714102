import { Menu, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconSettings, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { WorkspaceSummary } from '../../domain/workspace-api';
import { ROLE_LABELS } from '../../domain/workspace-roles';
import { type ArrivingMenuProps, useOpenOnArrival } from './deferred-menu';
import { WorkspaceButton } from './workspace-button';

export interface WorkspaceMenuProps {
  workspaces: WorkspaceSummary[];
  current: WorkspaceSummary;
  onSelect(workspaceId: string): void;
  onCreate(): void;
}

/** The workspace switcher's menu, drawn in place of its button's stand-in (workspace-switcher.tsx) on first use. */
export function WorkspaceMenu({ workspaces, current, onSelect, onCreate, arrival }: WorkspaceMenuProps & ArrivingMenuProps) {
  const target = useOpenOnArrival<HTMLButtonElement>(arrival);
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <WorkspaceButton name={current.name} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Workspaces</Menu.Label>
        {workspaces.map((workspace) => (
          <Menu.Item
            key={workspace.id}
            onClick={() => onSelect(workspace.id)}
            leftSection={workspace.id === current.id ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
            rightSection={
              <Text size="xs" c="dimmed">
                {ROLE_LABELS[workspace.role]}
              </Text>
            }
          >
            {workspace.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {current.kind === 'team' && (
          <Menu.Item component={Link} to={`/workspaces/${current.id}/members`} leftSection={<IconUsers size={16} aria-hidden />}>
            Members of {current.name}
          </Menu.Item>
        )}
        {current.role === 'owner' && (
          <Menu.Item component={Link} to={`/workspaces/${current.id}/ai`} leftSection={<IconSettings size={16} aria-hidden />}>
            Administration of {current.name}
          </Menu.Item>
        )}
        <Menu.Item onClick={onCreate} leftSection={<IconPlus size={16} aria-hidden />}>
          Create team workspace
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
