import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, validationError } from './errors';

/** Reads and validates a JSON body with a schema from src/domain; bad input becomes a clear 400. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON', 'The request body must be valid JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
