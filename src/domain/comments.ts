import { z } from './zod';

export const COMMENT_MAX_LENGTH = 2000;

/** The validate pages that have a thread of their own. */
export const COMMENT_PAGES = ['real', 'win', 'worth'] as const;
export type CommentPage = (typeof COMMENT_PAGES)[number];

export const COMMENT_MESSAGES = {
  empty: 'Please write a comment first.',
  tooLong: `Please keep a comment under ${COMMENT_MAX_LENGTH} characters.`,
  target: 'Comments go on an idea or on a validation page.',
  authorOnly: 'Only its author can change or delete a comment.',
  notFound: 'That comment was not found. It may have been deleted.',
} as const;

/** 'idea:<idea id>' or 'page:real' | 'page:win' | 'page:worth'. */
export const commentTargetSchema = z.string().regex(/^(idea:[\w-]{1,64}|page:(real|win|worth))$/, COMMENT_MESSAGES.target);

export const ideaCommentTarget = (ideaId: string) => `idea:${ideaId}`;
export const pageCommentTarget = (page: CommentPage) => `page:${page}`;

const commentBodySchema = z.string().trim().min(1, COMMENT_MESSAGES.empty).max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong);

export const newCommentSchema = z.object({ target: commentTargetSchema, body: commentBodySchema });
export const editCommentSchema = z.object({ body: commentBodySchema });
export type NewComment = z.infer<typeof newCommentSchema>;

export interface JourneyComment {
  id: string;
  target: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: string;
  /** Later than createdAt once the author edited it. */
  updatedAt: string;
}
