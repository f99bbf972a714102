import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai';
import { AiEngineError } from './engine';
import { EndpointRedirectError } from './refuse-redirects';

/** The two reasons an LLM call may be stopped from our side, told apart after the fact. */
export interface CallSignals {
  timeout: AbortSignal;
  caller: AbortSignal;
}

function isInvalidAnswer(error: unknown): boolean {
  if (APICallError.isInstance(error)) {
    // A 2xx whose body the SDK could not read is a bad answer, not an outage.
    return error.statusCode !== undefined && error.statusCode >= 200 && error.statusCode < 300;
  }
  return (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  );
}

function describe(error: unknown): string {
  if (APICallError.isInstance(error))
    return `HTTP ${error.statusCode ?? 'no status'} from ${error.url}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The refused redirect, also when the SDK wrapped it (a retry error, a stream error's cause). */
function redirectIn(error: unknown, depth = 0): EndpointRedirectError | undefined {
  if (error instanceof EndpointRedirectError) return error;
  if (depth > 4 || !(error instanceof Error)) return undefined;
  const wrapped = 'errors' in error && Array.isArray(error.errors) ? (error.errors as unknown[]) : [];
  for (const inner of [error.cause, ...wrapped]) {
    const found = redirectIn(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Any failure of an LLM call as an AiEngineError, with the provider's detail kept for the log. */
export function toEngineError(error: unknown, signals: CallSignals): AiEngineError {
  if (error instanceof AiEngineError) return error;
  if (signals.caller.aborted) return new AiEngineError('AI_CANCELLED', 'the caller went away');
  const redirect = redirectIn(error);
  if (redirect) return new AiEngineError('AI_ENDPOINT_REDIRECT', redirect.message);
  if (signals.timeout.aborted) return new AiEngineError('AI_TIMEOUT', describe(error));
  if (isInvalidAnswer(error)) return new AiEngineError('AI_INVALID_RESPONSE', describe(error));
  return new AiEngineError('AI_UNAVAILABLE', describe(error));
}
