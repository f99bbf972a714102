import { BANKING_DOMAINS } from './banking-catalogue';
import { journeyStatusSchema } from './journey-api';
import { CURSOR_MAX, JOURNEY_PAGE_SIZE, JOURNEY_SEARCH_MAX, JOURNEY_SORTS, decodeJourneyCursor } from './journey-list';
import { UNSTORABLE_TEXT_MESSAGE, isStorableText } from './storable-text';
import { z } from './zod';

const DOMAIN_IDS = BANKING_DOMAINS.map((domain) => domain.id);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * `GET /api/journeys`: one page of a workspace's journeys, filtered and searched on the server.
 * `updatedAfter` is an instant rather than a number of days, so "the last 7 days" means the
 * caller's last 7 days.
 */
export const journeyListQuerySchema = z.object({
  /** Any text: a workspace the caller is not in, or that does not exist, answers 404 (not 400). */
  workspaceId: optional(z.string()),
  status: optional(journeyStatusSchema),
  domain: optional(z.string().refine((value) => DOMAIN_IDS.includes(value), 'Choose one of the banking domains.')),
  q: optional(
    z
      .string()
      .trim()
      .max(JOURNEY_SEARCH_MAX, `Please keep the search under ${JOURNEY_SEARCH_MAX} characters.`)
      // No database can compare a NUL or half a character; nothing stored holds one.
      .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  ),
  sort: optional(z.enum(JOURNEY_SORTS, { message: 'Sort by updated, name or created.' })).transform((sort) => sort ?? 'updated'),
  updatedAfter: optional(
    z.iso
      .datetime({ offset: true, message: 'Give updatedAfter as an ISO date and time.' })
      .refine((value) => !Number.isNaN(Date.parse(value)), 'Give updatedAfter as an ISO date and time.')
      .transform((value) => new Date(value).toISOString()),
  ),
  cursor: optional(
    z
      .string()
      .max(CURSOR_MAX)
      .transform((text, context) => {
        const cursor = decodeJourneyCursor(text);
        if (!cursor) context.addIssue({ code: 'custom', message: 'This page link is not valid; start again from the first page.' });
        return cursor ?? z.NEVER;
      }),
  ),
  limit: optional(z.coerce.number().int().min(1).max(JOURNEY_PAGE_SIZE)).transform((limit) => limit ?? JOURNEY_PAGE_SIZE),
});
export type JourneyListQuery = z.infer<typeof journeyListQuerySchema>;
