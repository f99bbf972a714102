import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai';
import { AiEngineError } from './engine';

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

/** Any failure of an LLM call as an AiEngineError, with the provider's detail kept for the log. */
export function toEngineError(error: unknown, signals: CallSignals): AiEngineError {
  if (error instanceof AiEngineError) return error;
  if (signals.caller.aborted) return new AiEngineError('AI_CANCELLED', 'the caller went away');
  if (signals.timeout.aborted) return new AiEngineError('AI_TIMEOUT', describe(error));
  if (isInvalidAnswer(error)) return new AiEngineError('AI_INVALID_RESPONSE', describe(error));
  return new AiEngineError('AI_UNAVAILABLE', describe(error));
}
