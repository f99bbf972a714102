import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { COMMENT_MAX_LENGTH, editCommentSchema } from '../../../../domain/comments';
import { useCommentMutations, useJourneyComments } from '../../../api/journey-live';
import { showErrorToast } from '../../../lib/toast';
import { useJourneyControls } from '../store/journey-context';
import { CommentItem } from './comment-item';

/** The comments on one idea or page, in order, with a box to add one. Text only, never HTML. */
export function CommentThread({ target, about }: { target: string; about: string }) {
  const { journeyId } = useJourneyControls();
  const { data: comments = [], isPending } = useJourneyComments(journeyId);
  const thread = comments.filter((comment) => comment.target === target);
  if (!journeyId) {
    return (
      <Text size="sm" c="dimmed">
        Comments open once the journey is saved.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {isPending ? (
        <Text size="sm" c="dimmed">
          Loading comments…
        </Text>
      ) : thread.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Comments on ${about}`}>
          {thread.map((comment) => (
            <CommentItem key={comment.id} journeyId={journeyId} comment={comment} />
          ))}
        </Stack>
      )}
      <NewCommentForm journeyId={journeyId} target={target} about={about} />
    </Stack>
  );
}

function NewCommentForm({ journeyId, target, about }: { journeyId: string; target: string; about: string }) {
  const { add } = useCommentMutations(journeyId);
  const [body, setBody] = useState('');
  const check = editCommentSchema.safeParse({ body });
  const submit = () => {
    if (!check.success) return showErrorToast('Comment not posted', check.error.issues[0]!.message, { id: 'comment-invalid' });
    add.mutate(
      { target, body },
      {
        onSuccess: () => setBody(''),
        onError: (error) => showErrorToast('Comment not posted', error.message),
      },
    );
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        label={`Add a comment on ${about}`}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={COMMENT_MAX_LENGTH}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="compact-md" loading={add.isPending}>
          Post comment
        </Button>
      </Group>
    </form>
  );
}

