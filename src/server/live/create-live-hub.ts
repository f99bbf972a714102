import type { AppConfig } from '../config/index';
import type { AppDatabase } from '../db/database';
import type { Logger } from '../logger';
import { resolveJourneyAccess } from '../workspaces/workspace-access';
import { type JourneyLiveHub, journeyLiveHub } from './journey-live-hub';
import { type LiveBus, memoryLiveBus } from './live-bus';
import { redisLiveBus } from './redis-live-bus';

export type { JourneyLiveHub };

/** Redis pub/sub when REDIS_URL is set, so every process's viewers see every change; memory otherwise. */
export function openLiveBus(settings: AppConfig['redis'], logger: Logger): Promise<LiveBus> {
  return settings.url ? redisLiveBus(settings.url, settings.keyPrefix, logger) : Promise.resolve(memoryLiveBus());
}

export function createLiveHub({ database, bus }: { database: AppDatabase; bus: LiveBus }): JourneyLiveHub {
  return journeyLiveHub({
    bus,
    accessOf: async (userId, journeyId) => (await resolveJourneyAccess(database.db, userId, journeyId))?.role,
  });
}
