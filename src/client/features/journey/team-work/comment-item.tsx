import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { COMMENT_MAX_LENGTH, type JourneyComment } from '../../../../domain/comments';
import { useCommentMutations } from '../../../api/journey-live';
import { showErrorToast } from '../../../lib/toast';
import { useJourneyControls } from '../store/journey-context';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One comment: author, time, text; its author may edit or delete it. */
export function CommentItem({ journeyId, comment }: { journeyId: string; comment: JourneyComment }) {
  const { userId } = useJourneyControls();
  const { edit, remove } = useCommentMutations(journeyId);
  const [draft, setDraft] = useState<string | null>(null);
  const own = comment.authorId === userId;
  const edited = comment.updatedAt !== comment.createdAt;
  const save = () =>
    edit.mutate(
      { id: comment.id, body: draft ?? '' },
      { onSuccess: () => setDraft(null), onError: (error) => showErrorToast('Comment not saved', error.message) },
    );
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {comment.authorName}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={comment.updatedAt}>
          {WHEN.format(new Date(comment.createdAt))}
          {edited && ' (edited)'}
        </Text>
      </Group>
      {draft === null ? (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Text>
      ) : (
        <Textarea
          mt={4}
          label="Edit your comment"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={COMMENT_MAX_LENGTH}
        />
      )}
      {own && (
        <Group gap="xs" mt={6} justify="flex-end">
          {draft === null ? (
            <>
              <Button size="compact-xs" variant="subtle" onClick={() => setDraft(comment.body)}>
                Edit
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(comment.id, { onError: (error) => showErrorToast('Comment not deleted', error.message) })}
              >
                Delete
              </Button>
            </>
          ) : (
            <>
              <Button size="compact-xs" variant="default" onClick={() => setDraft(null)}>
                Cancel
              </Button>
              <Button size="compact-xs" loading={edit.isPending} onClick={save}>
                Save
              </Button>
            </>
          )}
        </Group>
      )}
    </Paper>
  );
}
