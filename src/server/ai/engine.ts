import type { ChatRole, EngineDescription, IdeaDraft, IdeasNotice } from '../../domain/ai-api';
import type { Persona } from '../../domain/persona';
import type { RwwDraftsRequest, RwwDraftsResult } from '../../domain/rww/rww-drafts-api';
import type { ScoreSuggestion, ScoreSuggestionsRequest } from '../../domain/score-suggestions';
import type { Logger } from '../logger';

/** What an idea request is about; names for the prompt, ids for the built-in catalogue. */
export interface IdeaContext {
  /** The whole team, so an engine can keep one persona's ideas apart from another's. */
  team: readonly Persona[];
  domainId: string;
  domainName: string;
  subdomainId: string;
  subdomainName: string;
  problemStatement: string;
  /** Titles the team has already seen; a regenerated round must not repeat them. */
  previousTitles: readonly string[];
}

export interface ChatTurn {
  role: ChatRole;
  content: string;
}

/** The journey a chat question may be about; the server loads it only for the journey's owner. */
export interface JourneyChatContext {
  name: string;
  domainName: string;
  problemStatement: string;
  idea: { title: string; description: string } | null;
  /** What the team wrote on the Validate screens, by Real / Win / Worth step. */
  validation: { step: 'Real' | 'Win' | 'Worth'; label: string; text: string }[];
}

/** One interface, several engines, chosen by configuration (DESIGN "AI"). */
export interface AiEngine {
  /**
   * Which engine answered the request made with this context or conversation (a fallback may have
   * stood in); without one, the engine as configured.
   */
  describe(request?: IdeaContext | readonly ChatTurn[]): EngineDescription;
  /** Ideas in this persona's voice; rejects with AiEngineError. */
  generateIdeasForPersona(
    persona: Persona,
    context: IdeaContext,
    count: number,
    variant: number,
    signal: AbortSignal,
  ): Promise<IdeaDraft[]>;
  /**
   * Optional judgement of the request as a whole (built-in engine): a problem that is not about
   * banking, or one little in the catalogue fits. Null when the ideas can be trusted as they are.
   */
  assessProblem?(context: IdeaContext): IdeasNotice | null;
  /**
   * Suggested appeal and strategic-fit scores with a one-line reason, for ideas of the request
   * only (an idea may be left without one); rejects with AiEngineError. Never applied by itself.
   */
  suggestScores(request: ScoreSuggestionsRequest, signal: AbortSignal): Promise<ScoreSuggestion[]>;
  /**
   * Drafted Yes / Maybe / No answers with a one-line reason for the Real-Win-Worth items (an item may
   * be left without one); rejects with AiEngineError. Drafts, never answers: a person confirms each.
   */
  draftRwwAnswers(request: RwwDraftsRequest, signal: AbortSignal): Promise<RwwDraftsResult>;
  /** The assistant's reply to the last user turn, as text chunks; throws AiEngineError. */
  streamChat(
    messages: readonly ChatTurn[],
    signal: AbortSignal,
    journey?: JourneyChatContext,
  ): AsyncIterable<string>;
}

export type AiErrorCode = 'AI_TIMEOUT' | 'AI_INVALID_RESPONSE' | 'AI_UNAVAILABLE' | 'AI_ENDPOINT_REDIRECT' | 'AI_CANCELLED';

const USER_MESSAGES: Record<AiErrorCode, string> = {
  AI_TIMEOUT: 'The AI service did not answer in time. Please try again.',
  AI_INVALID_RESPONSE: 'The AI service returned an answer in an unexpected format. Please try again.',
  AI_UNAVAILABLE: 'There was a problem communicating with the AI service. Please try again.',
  AI_ENDPOINT_REDIRECT:
    'The AI endpoint answered with a redirect to another address, which Innovation Studio does not follow. A workspace owner must enter the endpoint’s final address in the workspace’s AI settings (or the operator in AI_BASE_URL, for the deployment’s engine).',
  AI_CANCELLED: 'The request was cancelled.',
};

/** A failure whose code and message are safe to show; `detail` is for the server log only. */
export class AiEngineError extends Error {
  constructor(
    readonly code: AiErrorCode,
    readonly detail: string,
  ) {
    super(USER_MESSAGES[code]);
    this.name = 'AiEngineError';
  }
}

/** Any failure as an AiEngineError, logged with its detail; a caller who left is not a problem. */
export function logEngineFailure(
  logger: Logger,
  error: unknown,
  where: Record<string, string>,
): AiEngineError {
  const engineError =
    error instanceof AiEngineError ? error : new AiEngineError('AI_UNAVAILABLE', String(error));
  const level = engineError.code === 'AI_CANCELLED' ? 'debug' : 'warn';
  logger[level]({ ...where, code: engineError.code, detail: engineError.detail }, 'AI engine call failed');
  return engineError;
}
