import { Autocomplete, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { DEFAULT_IDEA_TYPE } from '../../../../domain/ideas';
import { IDEA_TYPES, type IdeaText, ideaTextSchema } from '../../../../domain/idea-text';

interface IdeaFormModalProps {
  /** The idea being edited, or null to add a new one; the modal is closed when undefined. */
  editing: IdeaText | null | undefined;
  onSave(text: IdeaText): void;
  onClose(): void;
}

const EMPTY: IdeaText = { title: '', description: '', type: DEFAULT_IDEA_TYPE };

/** Add the team's own idea, or edit one: title, description and type, checked by the domain's schema. */
export function IdeaFormModal({ editing, onSave, onClose }: IdeaFormModalProps) {
  const adding = editing === null;
  const form = useForm<IdeaText>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ideaTextSchema, { sync: true }),
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (editing === undefined) return;
    setValues(editing ?? EMPTY);
    resetDirty(editing ?? EMPTY);
    clearErrors();
  }, [editing, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit((values) => onSave(ideaTextSchema.parse(values)));

  return (
    <Modal opened={editing !== undefined} onClose={onClose} title={adding ? 'Add your own idea' : 'Edit idea'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate aria-label={adding ? 'Add your own idea' : 'Edit idea'}>
        <Stack gap="md">
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <Textarea label="Description" autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
          <Autocomplete
            label="Type"
            description="Pick one or type your own"
            data={[...IDEA_TYPES]}
            {...form.getInputProps('type')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{adding ? 'Add idea' : 'Save changes'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
