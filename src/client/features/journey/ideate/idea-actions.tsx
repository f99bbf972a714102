import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import type { Idea } from '../../../../domain/journey-state';

interface IdeaActionsProps {
  idea: Idea;
  onStar(starred: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

/** Star (keep across rounds), edit and delete, each named with the idea it acts on. */
export function IdeaActions({ idea, onStar, onEdit, onDelete }: IdeaActionsProps) {
  const starred = idea.starred === true;
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={starred ? 'Starred: kept when new ideas arrive' : 'Star to keep it when new ideas arrive'}>
        <ActionIcon
          variant="subtle"
          color={starred ? 'yellow' : 'gray'}
          aria-label={`Star ${idea.title}`}
          aria-pressed={starred}
          onClick={() => onStar(!starred)}
        >
          {starred ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${idea.title}`} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label={`Delete ${idea.title}`} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
