import type { Journey } from '../../domain/journey-api';
import type { AppDatabase } from '../db/database';
import { resolveJourneyAccess } from '../workspaces/workspace-access';
import { journeysRepository } from './journeys-repository';

/** Journeys as another feature may read them: only where the caller is a member of the journey's workspace. */
export interface ReadableJourneys {
  findReadable(userId: string, journeyId: string): Promise<Journey | undefined>;
}

export function readableJourneys(database: AppDatabase): ReadableJourneys {
  const journeys = journeysRepository(database);
  const { db } = database;
  return {
    async findReadable(userId, journeyId) {
      const access = await resolveJourneyAccess(db, userId, journeyId);
      return access ? journeys.findById(journeyId) : undefined;
    },
  };
}
