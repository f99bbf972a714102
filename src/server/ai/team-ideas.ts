import type { z } from 'zod';
import type {
  EngineDescription,
  FailedPersona,
  GeneratedIdea,
  IdeasNotice,
  generateIdeasRequestSchema,
} from '../../domain/ai-api';
import { getDomain, getSubdomain } from '../../domain/banking-catalogue';
import type { Persona } from '../../domain/persona';
import { getPersona } from '../../domain/personas';
import type { Logger } from '../logger';
import { type AiEngine, type AiErrorCode, type IdeaContext, logEngineFailure } from './engine';

export type IdeasRequest = z.output<typeof generateIdeasRequestSchema>;

export type PersonaOutcome =
  | { kind: 'ideas'; persona: Persona; ideas: GeneratedIdea[] }
  | { kind: 'failed'; persona: Persona; failure: FailedPersona; code: AiErrorCode };


/** The request as an engine sees it: personas and catalogue names looked up by id on the server. */
export function ideaContext(request: IdeasRequest): { personas: Persona[]; context: IdeaContext } {
  const personas = request.personaIds.map((id) => getPersona(id)).filter((persona) => persona !== undefined);
  const context: IdeaContext = {
    team: personas,
    domainId: request.domain,
    domainName: getDomain(request.domain)?.name ?? request.domain,
    subdomainId: request.subdomain,
    subdomainName: getSubdomain(request.domain, request.subdomain)?.name ?? '',
    problemStatement: request.problemStatement,
    previousTitles: request.previousTitles,
  };
  return { personas, context };
}

async function ideasOf(
  engine: AiEngine,
  persona: Persona,
  request: IdeasRequest,
  context: IdeaContext,
  signal: AbortSignal,
): Promise<GeneratedIdea[]> {
  const drafts = await engine.generateIdeasForPersona(
    persona,
    context,
    request.ideasPerPersona,
    request.variant,
    signal,
  );
  // The built-in engine (on its own, or standing in for an unreachable model) may rightly have
  // nothing for a persona; a model's empty answer is refused where it is read (llm-ideas.ts).
  return drafts.map((draft) => ({ ...draft, personaSource: persona.name, personaId: persona.id }));
}

function failureOf(persona: Persona, error: unknown, logger: Logger): PersonaOutcome {
  const engineError = logEngineFailure(logger, error, { task: 'ideas', personaId: persona.id });
  return {
    kind: 'failed',
    persona,
    failure: { personaId: persona.id, name: persona.name, message: engineError.message },
    code: engineError.code,
  };
}

export interface IdeasRound {
  outcomes: PersonaOutcome[];
  /** The engine's word on the request as a whole, e.g. fewer ideas because little fits. */
  notice: IdeasNotice | null;
  /** Which engine answered this request (a fallback may have stood in for some personas). */
  engine: EngineDescription;
}

interface RoundOptions {
  signal: AbortSignal;
  logger: Logger;
  onOutcome?: (outcome: PersonaOutcome) => void;
}

/**
 * One engine call per persona, all at once (DESIGN "AI"). Each outcome is reported as soon as it
 * is known; a persona that fails leaves the others' ideas in place. Outcomes come back in team
 * order. A problem the engine finds off-topic, or cannot read, gets its notice and no calls at all.
 */
export async function generateIdeasRound(
  engine: AiEngine,
  request: IdeasRequest,
  options: RoundOptions,
): Promise<IdeasRound> {
  const { personas, context } = ideaContext(request);
  const before = engine.assessProblem?.(context) ?? null;
  if (before?.kind === 'off_topic' || before?.kind === 'not_english') {
    return { outcomes: [], notice: before, engine: engine.describe(context) };
  }
  const outcomes = await Promise.all(
    personas.map(async (persona) => {
      const outcome: PersonaOutcome = await ideasOf(engine, persona, request, context, options.signal).then(
        (ideas) => ({ kind: 'ideas', persona, ideas }),
        (error: unknown) => failureOf(persona, error, options.logger),
      );
      options.onOutcome?.(outcome);
      return outcome;
    }),
  );
  return { outcomes, notice: engine.assessProblem?.(context) ?? null, engine: engine.describe(context) };
}

/** The outcomes of one round and the engine that answered, for callers that do not show a notice. */
export async function generateTeamIdeas(
  engine: AiEngine,
  request: IdeasRequest,
  options: RoundOptions,
): Promise<Pick<IdeasRound, 'outcomes' | 'engine'>> {
  const { outcomes, engine: answeredBy } = await generateIdeasRound(engine, request, options);
  return { outcomes, engine: answeredBy };
}
