import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../database';
import { authTablesMigration } from './001-auth-tables';
import { journeysMigration } from './002-journeys';
import { userAvatarsMigration } from './003-user-avatars';
import { chatMigration } from './004-chat';
import { journeyChosenIdeaMigration } from './005-journey-chosen-idea';
import { workspacesMigration } from './006-workspaces';
import { journeyChangesMigration } from './007-journey-changes';
import { ssoMigration } from './009-sso';
import { auditTrailMigration } from './010-audit-trail';
import { workspacePoliciesMigration } from './011-workspace-policies';
import { retentionNoticesMigration } from './012-retention-notices';
import { journeyTextsMigration } from './013-journey-texts';
import { chatThreadWorkspaceMigration } from './014-chat-thread-workspace';
import { journeyListColumnsMigration } from './015-journey-list-columns';
import { journeyTitleColumnsMigration } from './016-journey-title-columns';
import { journeyFacilitationsMigration } from './017-journey-facilitations';
import { apiTokensMigration } from './018-api-tokens';
import { webhooksMigration } from './019-webhooks';
import { jiraMigration } from './020-jira';
import { answerVersionsMigration } from './021-answer-versions';

/** Migrations are code, not files found at run time, so a bundled or compiled server finds them too. */
export function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-auth-tables': authTablesMigration(dialect),
        '002-journeys': journeysMigration(),
        '003-user-avatars': userAvatarsMigration(dialect),
        '004-chat': chatMigration(),
        '005-journey-chosen-idea': journeyChosenIdeaMigration(),
        '006-workspaces': workspacesMigration(),
        '007-journey-changes': journeyChangesMigration(),
        '009-sso': ssoMigration(),
        '010-audit-trail': auditTrailMigration(),
        '011-workspace-policies': workspacePoliciesMigration(),
        '012-retention-notices': retentionNoticesMigration(),
        '013-journey-texts': journeyTextsMigration(),
        '014-chat-thread-workspace': chatThreadWorkspaceMigration(),
        '015-journey-list-columns': journeyListColumnsMigration(),
        '016-journey-title-columns': journeyTitleColumnsMigration(),
        '017-journey-facilitations': journeyFacilitationsMigration(),
        '018-api-tokens': apiTokensMigration(),
        '019-webhooks': webhooksMigration(),
        '020-jira': jiraMigration(),
        '021-answer-versions': answerVersionsMigration(dialect),
      };
    },
  };
}
