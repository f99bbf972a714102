import { Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconPlus, IconSettings, IconUsers } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '../../domain/workspace-roles';
import { useCurrentWorkspace } from '../lib/current-workspace';
import { SWITCHER_WIDTH, WorkspaceSwitcherPlaceholder } from './workspace-switcher-placeholder';

// The dialog (its modal and the name's schema) loads the first time it is asked for.
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
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={`Workspace: ${current.name}. Switch workspace`}
            miw={SWITCHER_WIDTH}
            maw={{ base: SWITCHER_WIDTH.base, sm: 220 }}
            style={{ flexShrink: 0 }}
          >
            <Text span size="sm" truncate>
              {current.name}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Workspaces</Menu.Label>
          {workspaces.map((workspace) => (
            <Menu.Item
              key={workspace.id}
              onClick={() => select(workspace.id)}
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
          <Menu.Item onClick={() => setCreating(true)} leftSection={<IconPlus size={16} aria-hidden />}>
            Create team workspace
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
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
