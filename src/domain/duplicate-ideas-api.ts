import { z } from './zod';
import { LIMITS, ideaSchema, journeyStateSchema } from './journey-state';

/**
 * `POST /api/journeys/:id/duplicate-ideas`: the ideas as the screen shows them (a change reaches the
 * server about a second later, or after a time offline) and the pairs the team kept apart.
 */
export const duplicateIdeasRequestSchema = z.object({
  ideas: z
    .array(ideaSchema.pick({ id: true, title: true, description: true }))
    .max(LIMITS.ideas)
    .refine((ideas) => new Set(ideas.map((idea) => idea.id)).size === ideas.length, 'Each idea may appear once.'),
  keptApart: journeyStateSchema.shape.keptApartIdeaPairs,
});
export type DuplicateIdeasRequest = z.output<typeof duplicateIdeasRequestSchema>;
export type DuplicateIdeasInput = z.input<typeof duplicateIdeasRequestSchema>;

/** One likely duplicate: the ideas' ids, the first being the one a merge keeps. */
export interface DuplicateIdeaPair {
  firstId: string;
  secondId: string;
  /** 0 to 1: how much the two say the same thing. */
  similarity: number;
}

/** The answer: likely duplicates by meaning and by shared words, most alike first. */
export interface DuplicateIdeasResponse {
  pairs: DuplicateIdeaPair[];
}
