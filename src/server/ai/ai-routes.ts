import { Hono, type MiddlewareHandler } from 'hono';
import { AI_MESSAGES } from '../../domain/ai-api';
import type { AiFeatureId } from '../../domain/ai-features';
import type { AppEnv } from '../app-env';
import type { AiSettings } from '../config/index';
import type { AiEnv } from './governance/governed-ai';
import { rateLimit } from '../http/rate-limit';
import { type RateLimitStores, memoryRateLimitStores } from '../http/rate-limit-stores';
import type { ReadableJourneys } from '../journeys/readable-journeys';
import type { Logger } from '../logger';
import { chatRoutes } from './chat-routes';
import type { ChatRepository } from './chat-repository';
import { ideasRoutes } from './ideas-routes';
import { rwwDraftsRoutes } from './rww-drafts-routes';
import { scoreSuggestionsRoutes } from './score-suggestions-routes';

const ONE_MINUTE_MS = 60_000;

export interface AiRoutesDependencies {
  chats: ChatRepository;
  /** For "my idea" in the chat: the asker's own journey, never another user's. */
  journeys: ReadableJourneys;
  logger: Logger;
  settings: AiSettings;
  /** The governing workspace's switches, budgets and engine, per feature (server/ai/governance). */
  governed(feature: AiFeatureId): MiddlewareHandler<AiEnv>;
  /** GET /status: which engine answers, and which features are on, for a workspace or journey. */
  status: MiddlewareHandler<AppEnv>;
  /** Defaults to this process's memory; Redis-backed stores keep one budget across app processes. */
  rateLimitStores?: RateLimitStores;
}

/** /api/ai: ideas, score suggestions, Real-Win-Worth drafts, chat and which engine answers. The caller must already be signed in. */
export function aiRoutes({ chats, journeys, logger, settings, governed, status, rateLimitStores }: AiRoutesDependencies) {
  const stores = rateLimitStores ?? memoryRateLimitStores();
  const store = stores.forRule({ max: settings.rateLimitPerMinute, windowMs: ONE_MINUTE_MS });
  // One budget per user across ideas, score suggestions, drafts and chat: all spend the same model quota.
  const limited = rateLimit(store, (c) => `ai:${c.get('user').id}`, AI_MESSAGES.rateLimited);
  return new Hono<AiEnv>()
    .get('/status', status)
    .post('/ideas', limited, governed('ideas'))
    .post('/chat', limited, governed('chat'))
    .post('/score-suggestions', limited, governed('scoring'))
    .post('/rww-drafts', limited, governed('rww-drafts'))
    .route('/ideas', ideasRoutes(logger))
    .route('/score-suggestions', scoreSuggestionsRoutes(logger))
    .route('/rww-drafts', rwwDraftsRoutes(logger))
    .route('/chat', chatRoutes(chats, journeys, logger));
}
