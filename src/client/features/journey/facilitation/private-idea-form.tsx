import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { privateIdeaSchema } from '../../../../domain/facilitation/facilitation-api';

export const PRIVATE_IDEA_TITLE_ID = 'private-idea-title';

/** Title and description of a private idea, checked with the rule the server applies. */
export function PrivateIdeaForm({ onAdd, pending }: { onAdd(title: string, description: string): Promise<boolean>; pending: boolean }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = privateIdeaSchema.pick({ title: true, description: true }).safeParse({ title, description });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Give the idea a title.');
    setError(null);
    if (await onAdd(checked.data.title, checked.data.description)) {
      setTitle('');
      setDescription('');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a private idea">
      <Stack gap="xs">
        <TextInput id={PRIVATE_IDEA_TITLE_ID} label="Idea title" required value={title} error={error} onChange={(event) => setTitle(event.currentTarget.value)} />
        <Textarea label="Description" autosize minRows={2} maxRows={6} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Add private idea
        </Button>
      </Stack>
    </form>
  );
}
