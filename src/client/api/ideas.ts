import type { IdeasStreamEvents } from '../../domain/ai-api';
import { ApiRequestError, apiFetch } from './http';
import { postForEventStream, readServerSentEvents } from './sse';

export interface GeneratedIdea {
  title: string;
  description: string;
  type: string;
  personaSource: string;
  personaId: string;
}

export interface EngineInfo {
  provider: string;
  model: string;
  label: string;
}

export interface PersonaFailure {
  personaId: string;
  name: string;
  message: string;
}

export interface IdeasRequest {
  personaIds: string[];
  domain: string;
  subdomain: string;
  problemStatement: string;
  ideasPerPersona: number;
  variant: number;
  previousTitles: string[];
  /** Whose AI rules apply: the journey's workspace, or the one it is about to be created in. */
  journeyId?: string;
  workspaceId?: string;
}

interface StreamHandlers {
  onPersonaIdeas(personaId: string, ideas: GeneratedIdea[]): void;
  onPersonaError(failure: PersonaFailure): void;
}

/** Asks for ideas and hands over each persona's ideas as soon as they are ready. */
export async function streamIdeas(request: IdeasRequest, handlers: StreamHandlers) {
  const stream = await postForEventStream('/api/ai/ideas', request);
  for await (const message of readServerSentEvents(stream)) {
    const data = JSON.parse(message.data) as Record<string, unknown>;
    if (message.event === 'persona') handlers.onPersonaIdeas(data.personaId as string, data.ideas as GeneratedIdea[]);
    else if (message.event === 'persona-error') handlers.onPersonaError(data as unknown as PersonaFailure);
    else if (message.event === 'error') {
      const error = data as { code?: string; message?: string };
      throw new ApiRequestError(502, error.code ?? 'AI_ERROR', error.message ?? 'The AI service failed.');
    } else if (message.event === 'done') {
      return data as unknown as IdeasStreamEvents['done'];
    }
  }
  throw new ApiRequestError(502, 'STREAM_ENDED', 'The AI service stopped answering before it finished.');
}

export function getAiStatus(): Promise<EngineInfo> {
  return apiFetch<EngineInfo>('/api/ai/status');
}
