import { memo } from 'react';
import { Card, Title } from '@mantine/core';
import { type CommentPage, pageCommentTarget } from '../../../../domain/comments';
import { CommentThread } from './comment-thread';
import { useIsTeamJourney } from './use-team-journey';

const PAGE_NAMES: Record<CommentPage, string> = { real: 'Is It Real?', win: 'Can It Win?', worth: 'Is It Worth It?' };

/** The validation page's own thread, for the team to argue the answers (team journeys only). */
export const PageComments = memo(function PageComments({ page }: { page: CommentPage }) {
  if (!useIsTeamJourney()) return null;
  const headingId = `page-comments-${page}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={2} size="h4" mb="sm">
        Team comments
      </Title>
      <CommentThread target={pageCommentTarget(page)} about={PAGE_NAMES[page]} />
    </Card>
  );
});
