import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { STORAGE_FULL } from '../domain/storage-full';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** An error meant for the caller: its code and message are safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function respondWithError(c: Context, error: ApiError) {
  return c.json(errorBody(error.code, error.message, error.fields), error.status);
}

/** Flattens zod issues into one message and a field -> message map (first issue per field). */
export function validationError(zodError: ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of zodError.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = zodError.issues[0];
  const message = first ? first.message : 'The request is not valid.';
  return new ApiError(400, 'VALIDATION_FAILED', message, fields);
}

export const notFoundError = (what = 'The resource') => new ApiError(404, 'NOT_FOUND', `${what} was not found.`);
export const unauthorizedError = () =>
  new ApiError(401, 'UNAUTHENTICATED', 'You must be signed in to do that.');
/** The database (or another service we depend on) is out of reach for now; the request may be retried. */
export const serviceUnavailableError = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again shortly.');
/** The database had no room for a write; reads still work, and nothing saved was touched. */
export const storageFullError = (message: string = STORAGE_FULL.saveMessage) =>
  new ApiError(STORAGE_FULL.status, STORAGE_FULL.code, message);
