import type { EngineDescription, IdeaDraft } from '../../domain/ai-api';
import type { Persona } from '../../domain/persona';
import { answerChat, chunkForStreaming } from './builtin/answer-chat';
import { type ComposedIdea, composeIdeas } from './builtin/compose-ideas';
import { suggestScoresFromEvidence } from './builtin/suggest-scores';
import { type AiEngine, AiEngineError, type ChatTurn, type IdeaContext } from './engine';

const DESCRIPTION: EngineDescription = {
  provider: 'builtin',
  model: 'builtin',
  label: 'Built-in engine (offline)',
};

function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new AiEngineError('AI_CANCELLED', 'the caller went away');
}

const toDraft = ({ title, description, type }: ComposedIdea): IdeaDraft => ({ title, description, type });

function compose(
  personas: readonly Persona[],
  context: IdeaContext,
  count: number,
  variant: number,
): ComposedIdea[] {
  return composeIdeas({
    personas: [...personas],
    domainId: context.domainId,
    subdomainId: context.subdomainId,
    problemStatement: context.problemStatement,
    ideasPerPersona: count,
    variant,
  });
}

/**
 * Each persona's share of one composition for the whole team, so no two personas get the same
 * pattern. A large team asking for many ideas exhausts the subdomain's patterns and the last
 * personas would get none: those are topped up from a second composition of their own, leaving
 * out titles the team already has.
 */
function shareOut(
  team: readonly Persona[],
  context: IdeaContext,
  count: number,
  variant: number,
): Map<string, ComposedIdea[]> {
  const first = compose(team, context, count, variant);
  const shares = new Map(
    team.map((persona) => [persona.id, first.filter((idea) => idea.personaId === persona.id)]),
  );
  const short = team.filter((persona) => (shares.get(persona.id)?.length ?? 0) < count);
  if (short.length === 0) return shares;
  const taken = new Set(first.map((idea) => idea.title));
  const extra = compose(short, context, count, variant).filter((idea) => !taken.has(idea.title));
  for (const persona of short) {
    const own = shares.get(persona.id) ?? [];
    shares.set(
      persona.id,
      [...own, ...extra.filter((idea) => idea.personaId === persona.id)].slice(0, count),
    );
  }
  return shares;
}

/** The offline engine (DESIGN "AI"); one composition per request, keyed on its context object. */
export function builtinEngine(): AiEngine {
  const compositions = new WeakMap<IdeaContext, Map<string, Map<string, ComposedIdea[]>>>();

  const sharesFor = (context: IdeaContext, count: number, variant: number) => {
    const byRequest = compositions.get(context) ?? new Map<string, Map<string, ComposedIdea[]>>();
    compositions.set(context, byRequest);
    const key = `${count}:${variant}`;
    const shares = byRequest.get(key) ?? shareOut(context.team, context, count, variant);
    byRequest.set(key, shares);
    return shares;
  };

  return {
    describe: () => DESCRIPTION,

    async generateIdeasForPersona(persona: Persona, context, count, variant, signal): Promise<IdeaDraft[]> {
      throwIfCancelled(signal);
      const share =
        sharesFor(context, count, variant).get(persona.id) ??
        shareOut([persona], context, count, variant).get(persona.id);
      return (share ?? []).slice(0, count).map(toDraft);
    },

    async suggestScores(request, signal) {
      throwIfCancelled(signal);
      return suggestScoresFromEvidence(request);
    },

    async *streamChat(messages: readonly ChatTurn[], signal: AbortSignal) {
      throwIfCancelled(signal);
      for (const chunk of chunkForStreaming(answerChat(messages).text)) {
        throwIfCancelled(signal);
        yield chunk;
      }
    },
  };
}
