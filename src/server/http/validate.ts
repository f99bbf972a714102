import type { Context } from 'hono';
import type { z } from 'zod';
import { MAX_JSON_NESTING, jsonNestingDepth } from '../../domain/json-nesting';
import { UNSTORABLE_TEXT_MESSAGE, findUnstorableText } from '../../domain/storable-text';
import { ApiError, validationError } from '../errors';

export const JSON_MEDIA_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** Refuses a body with text that would not come back from the database exactly as it was sent. */
export function assertStorableText(body: unknown): void {
  const path = findUnstorableText(body);
  if (path) {
    throw new ApiError(400, 'VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE, { [path]: UNSTORABLE_TEXT_MESSAGE });
  }
}

/** Bytes that are not UTF-8 would otherwise be read as U+FFFD and stored as something the user never sent. */
function decodeUtf8(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE);
  }
}

/**
 * A JSON body's text, checked before anything parses it: strict UTF-8, and a nesting depth that
 * neither JSON.parse nor the recursive checks after it can overflow the stack on.
 */
export function readJsonText(bytes: ArrayBuffer): string {
  const text = decodeUtf8(bytes);
  if (jsonNestingDepth(text) > MAX_JSON_NESTING) {
    throw new ApiError(
      400,
      'JSON_TOO_DEEP',
      `The request body nests more than ${MAX_JSON_NESTING} levels of arrays and objects.`,
    );
  }
  return text;
}

/** Parses a JSON text read by readJsonText, and refuses text the database would not keep as sent. */
export function parseJsonText(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON', 'The request body must be valid JSON.');
  }
  assertStorableText(body);
  return body;
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
  const body = parseJsonText(readJsonText(await c.req.arrayBuffer()));
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
