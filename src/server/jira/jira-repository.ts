import type { Kysely } from 'kysely';
import type { JiraConnectionView, JiraJourneyLinkView } from '../../domain/jira/jira-api';
import type { Database } from '../db/schema';
import type { SecretBox } from '../security/secret-box';
import type { JiraConnectionTable, JourneyJiraLinkTable } from '../db/schema-integrations';

export type JiraConnectionRow = JiraConnectionTable;
export type JourneyJiraLinkRow = JourneyJiraLinkTable;

/** The saved token, or null when it was sealed under an earlier AUTH_SECRET and must be entered again. */
export function openSavedToken(box: SecretBox, row: Pick<JiraConnectionRow, 'api_token_sealed'>): string | null {
  try {
    return box.open(row.api_token_sealed);
  } catch {
    return null;
  }
}

export function connectionView(row: JiraConnectionRow): JiraConnectionView {
  return {
    flavour: row.flavour,
    siteUrl: row.site_url,
    projectKey: row.project_key,
    email: row.account_email,
    epicIssueType: row.epic_issue_type,
    storyIssueType: row.story_issue_type,
    tokenHint: row.token_hint,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export const storyKeysOf = (row: Pick<JourneyJiraLinkRow, 'story_keys'>): (string | null)[] => JSON.parse(row.story_keys) as (string | null)[];
const browse = (siteUrl: string, key: string) => ({ key, url: `${siteUrl}/browse/${encodeURIComponent(key)}` });

/** A link is shown once its epic exists; stories not made yet (a send cut short) are left out. */
export function linkView(row: JourneyJiraLinkRow, sentByName: string | null): JiraJourneyLinkView | null {
  if (!row.epic_key) return null;
  return {
    siteUrl: row.site_url,
    projectKey: row.project_key,
    epic: browse(row.site_url, row.epic_key),
    stories: storyKeysOf(row)
      .filter((key): key is string => key !== null)
      .map((key) => browse(row.site_url, key)),
    sentAt: row.sent_at,
    sentBy: sentByName,
  };
}

/** How long one send may hold its journey before another may take over (a process that died mid-send). */
const SEND_LEASE_MS = 3 * 60_000;

export function jiraRepository(db: Kysely<Database>) {
  return {
    connection: (workspaceId: string) => db.selectFrom('jira_connections').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst(),

    async saveConnection(row: JiraConnectionRow): Promise<void> {
      const { workspace_id: _workspace, ...changes } = row;
      await db
        .insertInto('jira_connections')
        .values(row)
        .onConflict((conflict) => conflict.column('workspace_id').doUpdateSet(changes))
        .execute();
    },

    removeConnection: (workspaceId: string) => db.deleteFrom('jira_connections').where('workspace_id', '=', workspaceId).execute(),

    link: (journeyId: string) => db.selectFrom('journey_jira_links').selectAll().where('journey_id', '=', journeyId).executeTakeFirst(),

    /**
     * Takes the journey for one send, in whichever process asks first: the row is made if need be,
     * then held by a conditional update, which only one caller can win. Undefined when a send is
     * already running.
     */
    async claim(journeyId: string, target: { siteUrl: string; projectKey: string }, now = new Date()): Promise<JourneyJiraLinkRow | undefined> {
      await db
        .insertInto('journey_jira_links')
        .values({ journey_id: journeyId, site_url: target.siteUrl, project_key: target.projectKey, epic_key: null, story_keys: '[]', sending_until: null, sent_at: null, sent_by: null })
        .onConflict((conflict) => conflict.column('journey_id').doNothing())
        .execute();
      const taken = await db
        .updateTable('journey_jira_links')
        .set({ sending_until: new Date(now.getTime() + SEND_LEASE_MS).toISOString() })
        .where('journey_id', '=', journeyId)
        .where((eb) => eb.or([eb('sending_until', 'is', null), eb('sending_until', '<', now.toISOString())]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return undefined;
      return this.link(journeyId);
    },

    /** Saved after each issue, so a send cut short resumes where it stopped instead of repeating itself. */
    async saveProgress(journeyId: string, progress: { siteUrl: string; projectKey: string; epicKey: string | null; storyKeys: (string | null)[] }): Promise<void> {
      await db
        .updateTable('journey_jira_links')
        .set({ site_url: progress.siteUrl, project_key: progress.projectKey, epic_key: progress.epicKey, story_keys: JSON.stringify(progress.storyKeys) })
        .where('journey_id', '=', journeyId)
        .execute();
    },

    async release(journeyId: string, sent?: { at: string; by: string }): Promise<void> {
      await db
        .updateTable('journey_jira_links')
        .set(sent ? { sending_until: null, sent_at: sent.at, sent_by: sent.by } : { sending_until: null })
        .where('journey_id', '=', journeyId)
        .execute();
    },
  };
}
export type JiraRepository = ReturnType<typeof jiraRepository>;
