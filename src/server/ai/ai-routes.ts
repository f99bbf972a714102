import { Hono } from 'hono';
import { AI_MESSAGES } from '../../domain/ai-api';
import type { AppEnv } from '../app-env';
import type { AiSettings } from '../config';
import { rateLimit } from '../http/rate-limit';
import { type RateLimitStores, memoryRateLimitStores } from '../http/rate-limit-stores';
import type { ReadableJourneys } from '../journeys/readable-journeys';
import type { Logger } from '../logger';
import { chatRoutes } from './chat-routes';
import type { ChatRepository } from './chat-repository';
import type { AiEngine } from './engine';
import { ideasRoutes } from './ideas-routes';
import { rwwDraftsRoutes } from './rww-drafts-routes';
import { scoreSuggestionsRoutes } from './score-suggestions-routes';

const ONE_MINUTE_MS = 60_000;

export interface AiRoutesDependencies {
  engine: AiEngine;
  chats: ChatRepository;
  /** For "my idea" in the chat: the asker's own journey, never another user's. */
  journeys: ReadableJourneys;
  logger: Logger;
  settings: AiSettings;
  /** Defaults to this process's memory; Redis-backed stores keep one budget across app processes. */
  rateLimitStores?: RateLimitStores;
}

/** /api/ai: ideas, score suggestions, Real-Win-Worth drafts, chat and which engine answers. The caller must already be signed in. */
export function aiRoutes({ engine, chats, journeys, logger, settings, rateLimitStores }: AiRoutesDependencies) {
  const stores = rateLimitStores ?? memoryRateLimitStores();
  const store = stores.forRule({ max: settings.rateLimitPerMinute, windowMs: ONE_MINUTE_MS });
  // One budget per user across ideas, score suggestions, drafts and chat: all spend the same model quota.
  const limited = rateLimit(store, (c) => `ai:${c.get('user').id}`, AI_MESSAGES.rateLimited);
  return new Hono<AppEnv>()
    .get('/status', (c) => c.json(engine.describe()))
    .post('/ideas', limited)
    .post('/chat', limited)
    .post('/score-suggestions', limited)
    .post('/rww-drafts', limited)
    .route('/ideas', ideasRoutes(engine, logger))
    .route('/score-suggestions', scoreSuggestionsRoutes(engine, logger))
    .route('/rww-drafts', rwwDraftsRoutes(engine, logger))
    .route('/chat', chatRoutes(engine, chats, journeys, logger));
}
