import type { Context } from 'hono';
import type { z } from 'zod';
import { UNSTORABLE_TEXT_MESSAGE, findUnstorableText } from '../../domain/storable-text';
import { ApiError, validationError } from './errors';

const JSON_MEDIA_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** Refuses a body with text that would not come back from the database exactly as it was sent. */
export function assertStorableText(body: unknown): void {
  const path = findUnstorableText(body);
  if (path) {
    throw new ApiError(400, 'VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE, { [path]: UNSTORABLE_TEXT_MESSAGE });
  }
}

/** Reads and validates a JSON body with a schema from src/domain; bad input becomes a clear 4xx. */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'The request body must be JSON (Content-Type: application/json).',
    );
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON', 'The request body must be valid JSON.');
  }
  assertStorableText(body);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
