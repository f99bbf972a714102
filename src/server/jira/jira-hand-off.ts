import type { MiddlewareHandler } from 'hono';
import type { AuditTrail } from '../audit/audit-trail';
import type { AppConfig } from '../config/index';
import type { AppDatabase } from '../db/database';
import { journeysRepository } from '../journeys/journeys-repository';
import { secretBox } from '../security/secret-box';
import { jiraJourneyRoutes } from './jira-journey-routes';
import { jiraRepository } from './jira-repository';
import { jiraSender } from './jira-send';
import { jiraSettingsRoutes } from './jira-settings-routes';

/** Jira tokens are sealed under a key of their own, derived from AUTH_SECRET. */
export const jiraSecretBox = (authSecret: string) => secretBox(authSecret, 'jira-credentials');

/** The Jira hand-off's two sets of routes: the owners' connection, and the journey's send. */
export function jiraHandOff({ database, audit, config, callsOut }: { database: AppDatabase; audit: AuditTrail; config: AppConfig; callsOut: MiddlewareHandler }) {
  const jira = jiraRepository(database.db);
  const box = jiraSecretBox(config.authSecret);
  const sender = jiraSender({ jira, box, rules: config.jira, appUrl: config.appUrl });
  return {
    settingsRoutes: jiraSettingsRoutes({ jira, audit, settings: config.jira, box, callsOut }),
    journeyRoutes: jiraJourneyRoutes({ db: database.db, jira, journeys: journeysRepository(database), sender, audit, callsOut }),
  };
}
