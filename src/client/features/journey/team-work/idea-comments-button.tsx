import { Button, Modal } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { ideaCommentTarget } from '../../../../domain/comments';
import type { Idea } from '../../../../domain/journey-state';
import { useJourneyComments } from '../../../api/journey-live';
import { useJourneyControls } from '../store/journey-context';
import { CommentThread } from './comment-thread';

/** "Comments (n)" on an idea card, opening its thread. */
export function IdeaCommentsButton({ idea }: { idea: Idea }) {
  const { journeyId } = useJourneyControls();
  const [opened, setOpened] = useState(false);
  const target = ideaCommentTarget(idea.id);
  const count = (useJourneyComments(journeyId).data ?? []).filter((comment) => comment.target === target).length;
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconMessage size={14} aria-hidden />}
        aria-label={`Comments on ${idea.title} (${count})`}
        onClick={() => setOpened(true)}
      >
        {count}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Comments on “${idea.title}”`} size="lg">
        <CommentThread target={target} about={`“${idea.title}”`} />
      </Modal>
    </>
  );
}
