import { memo } from 'react';
import { Button, CopyButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';

/** Typing the server could not keep because its idea was removed meanwhile (issue 19, item 5). */
export interface RefusedEdit {
  ideaId: string;
  ideaTitle: string;
  title: string;
  description: string;
  /** Who removed the idea and when; null when the journey's log no longer says. */
  removed: { by: string | null; at: string } | null;
}

function whoRemovedIt(removed: RefusedEdit['removed']): string {
  if (!removed) return 'Someone removed this idea from the journey while you were editing it.';
  const when = new Date(removed.at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  return `${removed.by ?? 'A former member'} removed this idea from the journey (${when}) while you were editing it.`;
}

/** The typed words, offered to copy or to keep as a new idea: nothing the person typed is lost. */
export function typedWords(edit: Pick<RefusedEdit, 'title' | 'description'>): string {
  return [edit.title, edit.description].filter((part) => part.trim() !== '').join('\n\n');
}

interface RefusedEditDialogProps {
  edit: RefusedEdit | null;
  canAddIdea: boolean;
  onAddAsNewIdea(edit: RefusedEdit): void;
  onClose(): void;
}

export const RefusedEditDialog = memo(function RefusedEditDialog({ edit, canAddIdea, onAddAsNewIdea, onClose }: RefusedEditDialogProps) {
  const words = edit ? typedWords(edit) : '';
  return (
    <Modal opened={edit !== null} onClose={onClose} title={`Your edit to “${edit?.ideaTitle ?? ''}” was not saved`} size="lg">
      {edit && (
        <Stack gap="sm">
          <Text size="sm">{whoRemovedIt(edit.removed)}</Text>
          <Textarea label="What you typed" value={words} readOnly autosize minRows={3} maxRows={12} />
          <Group justify="flex-end" gap="xs">
            <CopyButton value={words}>
              {({ copied, copy }) => (
                <Button variant="default" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
                  {copied ? 'Copied' : 'Copy text'}
                </Button>
              )}
            </CopyButton>
            {canAddIdea && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAddAsNewIdea(edit)}>
                Add as a new idea
              </Button>
            )}
            <Button variant="subtle" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
});
