import type { ColumnType, Generated } from 'kysely';
import type {
  SsoProviderTable,
  WorkspaceSsoTable,
  SsoDomainTable,
  AuditEntryTable,
  AuditChainHeadTable,
  WorkspacePolicyTable,
  AiUsageDailyTable,
  RetentionNoticeTable,
} from './schema-governance';
import type { ApiTokenTable, JiraConnectionTable, JourneyJiraLinkTable, WebhookEndpointTable, WebhookDeliveryTable } from './schema-integrations';

/** Columns as Kysely sees them. Dates are ISO strings on SQLite and Date objects on PostgreSQL. */
type Timestamp = string | Date;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  username: string | null;
  displayUsername: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface JourneyTable {
  id: string;
  workspace_id: string;
  /** Who created it; null once that account is deleted (a team's journey stays with the team). */
  user_id: string | null;
  last_edited_by: string | null;
  name: string;
  status: 'in_progress' | 'completed';
  current_stage: number;
  problem_statement: string;
  domain: string;
  subdomain: string;
  chosen_idea: string;
  state: string;
  version: number;
  created_at: string;
  updated_at: string;
  /** Name, problem and chosen idea as search compares them (domain/journey-list.ts). */
  search_text: Generated<string>;
  /** The row's title as the name order compares it. */
  sort_title: Generated<string>;
  /** The portfolio's facts of the state, kept in step on every write (server/portfolio). */
  rww_outcome: Generated<string>;
  rww_decision: Generated<string>;
  real_score: Generated<number | null>;
  win_score: Generated<number | null>;
  worth_score: Generated<number | null>;
  market_newness: Generated<number | null>;
  product_newness: Generated<number | null>;
  /** JSON of the chosen idea's confirmed answers, by item id. */
  rww_answers: Generated<string>;
  open_questions: Generated<number>;
}

export interface AccountTable {
  id: string;
  accountId: string;
  userId: string;
  providerId: string;
  password: string | null;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  /** For password-reset tokens, the user's id. */
  value: string;
  expiresAt: Timestamp;
}

export interface UserAvatarTable {
  user_id: string;
  content: Uint8Array;
  content_type: string;
  /** Changes with every upload, so the avatar URL changes and no cache shows the old picture. */
  revision: string;
  updated_at: string;
}

export interface ChatThreadTable {
  id: string;
  user_id: string;
  title: string;
  /** The team workspace whose journey text the conversation carried; its AI rules govern the rest. */
  governing_workspace_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface ChatMessageTable {
  id: string;
  thread_id: string;
  user_id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
}

export interface WorkspaceTable {
  id: string;
  name: string;
  kind: 'personal' | 'team';
  personal_user_id: string | null;
  created_at: string;
}

export interface WorkspaceMemberTable {
  workspace_id: string;
  user_id: string;
  role: 'owner' | 'editor' | 'viewer';
  joined_at: string;
}

export interface WorkspaceInvitationTable {
  id: string;
  workspace_id: string;
  /** Lower case. */
  email: string;
  role: 'owner' | 'editor' | 'viewer';
  /** SHA-256 of the token in the link; the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export type JourneyChangeKind = 'create' | 'actions' | 'replace' | 'restore' | 'status' | 'snapshot';

/** The append-only log of a journey's changes (issue 12); one row per version. */
export interface JourneyChangeTable {
  journey_id: string;
  version: number;
  kind: JourneyChangeKind;
  user_id: string | null;
  batch_id: string | null;
  /** JSON list of the actions applied, for kind 'actions'. */
  actions: string | null;
  /** JSON list of the activity lines. */
  summary: string;
  /** The whole state after this change: always for create/replace/restore/snapshot, now and then for actions. */
  state: string | null;
  /** The journey's status after a 'status' change (and on snapshots). */
  status: string | null;
  created_at: string;
  /** JSON object: the merged text of each text field an 'actions' change wrote. */
  texts: string | null;
  /** JSON object: the shared-text update of each text field the change touched, base64. */
  text_updates: string | null;
}

/** A journey's facilitated session and what its open round holds back (issue 23). */
export interface JourneyFacilitationTable {
  journey_id: string;
  version: number;
  record: string;
  updated_at: string;
}

export interface JourneyTextTable {
  journey_id: string;
  field_key: string;
  doc: string;
  updated_at: string;
}

export interface JourneyCommentTable {
  id: string;
  journey_id: string;
  target: string;
  author_id: string;
  body: string;
  created_at: string;
  updated_at: string;
}

export type {
  SsoProviderTable,
  WorkspaceSsoTable,
  SsoDomainTable,
  AuditEntryTable,
  AuditChainHeadTable,
  WorkspacePolicyTable,
  AiUsageDailyTable,
  RetentionNoticeTable,
  ApiTokenTable,
  WebhookEndpointTable,
  WebhookDeliveryTable,
  JiraConnectionTable,
  JourneyJiraLinkTable,
};

/**
 * SQLite only (migration 021): moved by triggers on every journey change ('workspace:<id>') and on
 * every change to a person's name or e-mail ('people'), each to the value of a 'clock' row.
 */
export interface AnswerVersionTable {
  scope: string;
  version: number;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  journeys: JourneyTable;
  user_avatars: UserAvatarTable;
  chat_threads: ChatThreadTable;
  chat_messages: ChatMessageTable;
  workspaces: WorkspaceTable;
  workspace_members: WorkspaceMemberTable;
  workspace_invitations: WorkspaceInvitationTable;
  journey_changes: JourneyChangeTable;
  journey_texts: JourneyTextTable;
  journey_facilitations: JourneyFacilitationTable;
  journey_comments: JourneyCommentTable;
  ssoProvider: SsoProviderTable;
  workspace_sso: WorkspaceSsoTable;
  sso_domains: SsoDomainTable;
  audit_entries: AuditEntryTable;
  audit_chain_heads: AuditChainHeadTable;
  workspace_policies: WorkspacePolicyTable;
  ai_usage_daily: AiUsageDailyTable;
  journey_retention_notices: RetentionNoticeTable & { journey_id: string };
  chat_retention_notices: RetentionNoticeTable & { thread_id: string };
  api_tokens: ApiTokenTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  jira_connections: JiraConnectionTable;
  journey_jira_links: JourneyJiraLinkTable;
  answer_versions: AnswerVersionTable;
}
