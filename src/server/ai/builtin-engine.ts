import type { EngineDescription, IdeaDraft } from '../../domain/ai-api';
import type { Persona } from '../../domain/persona';
import { answerChat, chunkForStreaming } from './builtin/answer-chat';
import { OFF_TOPIC_NOTICE, fewFitsNotice, notEnglishNotice } from './builtin/ideas-notice';
import { languageOf } from './builtin/problem-language';
import type { IdeaCatalogue } from './builtin/load-idea-catalogue';
import {
  type SearchableCatalogue,
  type TeamComposition,
  composeTeamIdeas,
  isOffTopic,
  searchableCatalogue,
} from './builtin/team-composition';
import { type KnowledgeBase, createKnowledgeBase } from './builtin/knowledge-base';
import { loadKnowledgeSheets } from './builtin/knowledge-loader';
import { draftRwwFromEntries } from './builtin/draft-rww';
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

/**
 * The offline engine (DESIGN "AI") over an idea catalogue and chat knowledge sheets, both read and
 * checked once, at start (their search indexes are built at first use). The team's ideas are composed once per request (keyed on its context
 * object), so personas never share an idea, and assessProblem reports on the round that was
 * composed last for that request.
 */
export function builtinEngine({
  ideaCatalogue,
  knowledgeDir,
}: {
  ideaCatalogue: IdeaCatalogue;
  knowledgeDir?: string | undefined;
}): AiEngine {
  // The files are read and checked now, so a bad one stops the start; the search indexes over them
  // are built at their first use, which keeps them out of the start time and of an idle process.
  const sheets = loadKnowledgeSheets(knowledgeDir === undefined ? [] : [knowledgeDir]);
  let searchableIndex: SearchableCatalogue | undefined;
  let knowledgeBase: KnowledgeBase | undefined;
  const searchable = () => (searchableIndex ??= searchableCatalogue(ideaCatalogue));
  const knowledge = () => (knowledgeBase ??= createKnowledgeBase(sheets));
  const compositions = new WeakMap<IdeaContext, { key: string; composition: TeamComposition }>();

  const compositionFor = (context: IdeaContext, count: number, variant: number): TeamComposition => {
    const key = `${count}:${variant}`;
    const cached = compositions.get(context);
    if (cached?.key === key) return cached.composition;
    const composition = composeTeamIdeas(searchable(), context, count, variant);
    compositions.set(context, { key, composition });
    return composition;
  };

  return {
    describe: () => DESCRIPTION,

    async generateIdeasForPersona(persona: Persona, context, count, variant, signal): Promise<IdeaDraft[]> {
      throwIfCancelled(signal);
      const team = context.team.some((member) => member.id === persona.id)
        ? context
        : { ...context, team: [persona] };
      return (compositionFor(team, count, variant).byPersona.get(persona.id) ?? []).slice(0, count);
    },

    assessProblem(context) {
      const language = languageOf(context.problemStatement);
      if (language !== undefined && language !== 'English') return notEnglishNotice(language);
      if (isOffTopic(searchable(), context.problemStatement)) return OFF_TOPIC_NOTICE;
      const composed = compositions.get(context)?.composition;
      return composed ? fewFitsNotice(composed, context.subdomainName) : null;
    },

    async suggestScores(request, signal) {
      throwIfCancelled(signal);
      return suggestScoresFromEvidence(request, searchable());
    },

    async draftRwwAnswers(request, signal) {
      throwIfCancelled(signal);
      return draftRwwFromEntries(request);
    },

    async *streamChat(messages: readonly ChatTurn[], signal: AbortSignal, journey) {
      throwIfCancelled(signal);
      for (const chunk of chunkForStreaming(answerChat(messages, knowledge(), journey).text)) {
        throwIfCancelled(signal);
        yield chunk;
      }
    },
  };
}
