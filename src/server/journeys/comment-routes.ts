import { Hono } from 'hono';
import { COMMENT_MESSAGES, commentTargetSchema, editCommentSchema, newCommentSchema } from '../../domain/comments';
import { MESSAGES as FIT_MESSAGES } from '../../domain/journey-action-fit';
import { ApiError, validationError } from '../errors';
import { readJson } from '../http/validate';
import type { JourneyLiveHub } from '../live/journey-live-hub';
import { type JourneyEnv, forbidden, isWellFormedId, journeyNotFound } from '../workspaces/workspace-access';
import type { CommentsRepository } from './comments-repository';
import type { JourneysRepository } from './journeys-repository';

const commentNotFound = () => new ApiError(404, 'NOT_FOUND', COMMENT_MESSAGES.notFound);

/**
 * /api/journeys/:id/comments: every member, viewers included, reads and writes comments; only a
 * comment's author edits or deletes it. Each change is announced to everyone with the journey open.
 */
export function commentRoutes(comments: CommentsRepository, journeys: JourneysRepository, hub: JourneyLiveHub) {
  const own = async (journeyId: string, commentId: string, userId: string) => {
    const comment = isWellFormedId(commentId) ? await comments.find(journeyId, commentId) : undefined;
    if (!comment) throw commentNotFound();
    if (comment.authorId !== userId) throw forbidden(COMMENT_MESSAGES.authorOnly);
    return comment;
  };

  return new Hono<JourneyEnv>()
    .get('/', async (c) => {
      const target = c.req.query('target');
      if (target !== undefined) {
        const parsed = commentTargetSchema.safeParse(target);
        if (!parsed.success) throw validationError(parsed.error);
      }
      return c.json({ comments: await comments.list(c.get('journeyAccess').journeyId, target) });
    })
    .post('/', async (c) => {
      const { target, body } = await readJson(c, newCommentSchema);
      const { journeyId } = c.get('journeyAccess');
      if (target.startsWith('idea:')) {
        const journey = await journeys.findById(journeyId);
        if (!journey) throw journeyNotFound();
        const ideaId = target.slice('idea:'.length);
        const known = journey.state.ideas.some((idea) => idea.id === ideaId) || journey.state.selectedIdea?.id === ideaId;
        if (!known) throw new ApiError(409, 'CHANGE_DOES_NOT_FIT', FIT_MESSAGES.ideaGone);
      }
      const comment = await comments.add(journeyId, c.get('user').id, target, body);
      hub.commented(journeyId, target);
      return c.json({ comment }, 201);
    })
    .patch('/:commentId', async (c) => {
      const { journeyId } = c.get('journeyAccess');
      const mine = await own(journeyId, c.req.param('commentId'), c.get('user').id);
      const { body } = await readJson(c, editCommentSchema);
      const comment = await comments.edit(journeyId, mine.id, body);
      if (!comment) throw commentNotFound();
      hub.commented(journeyId, comment.target);
      return c.json({ comment });
    })
    .delete('/:commentId', async (c) => {
      const { journeyId } = c.get('journeyAccess');
      const mine = await own(journeyId, c.req.param('commentId'), c.get('user').id);
      await comments.remove(journeyId, mine.id);
      hub.commented(journeyId, mine.target);
      return c.body(null, 204);
    });
}
