import { Menu } from '@mantine/core';
import { IconArrowsExchange, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ArrivingMenuProps, useOpenOnArrival } from '../../components/deferred-menu';
import { JourneyActionsButton } from './journey-actions-button';

export interface JourneyActionsMenuProps {
  title: string;
  onRename?: () => void;
  onDelete?: () => void;
  onMove?: () => void;
}

/** A journey row's actions menu, drawn in place of its button's stand-in (journey-row.tsx) on first use. */
export function JourneyActionsMenu({ title, onRename, onDelete, onMove, arrival }: JourneyActionsMenuProps & ArrivingMenuProps) {
  const target = useOpenOnArrival<HTMLButtonElement>(arrival);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <JourneyActionsButton title={title} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {onRename && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onRename}>
            Rename
          </Menu.Item>
        )}
        {onMove && (
          <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={onMove}>
            Move to workspace
          </Menu.Item>
        )}
        {onDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
