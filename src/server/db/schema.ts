import type { ColumnType, Generated } from 'kysely';

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

export interface SsoProviderTable {
  id: string;
  issuer: string;
  /** JSON of the plugin's OIDC settings; the client secret in it is sealed (security/secret-box.ts). */
  oidcConfig: string | null;
  samlConfig: string | null;
  /** The owner who set it up; null once that account is deleted. */
  userId: string | null;
  providerId: string;
  /** The workspace it signs people into. */
  organizationId: string | null;
  /** The workspace's verified e-mail domains, comma-separated, as the plugin reads them. */
  domain: string;
}

export interface WorkspaceSsoTable {
  workspace_id: string;
  provider_id: string;
  default_role: 'editor' | 'viewer';
  password_sign_in: 'allowed' | 'disabled';
  updated_by: string | null;
  updated_at: string;
}

export interface SsoDomainTable {
  /** Lower case. */
  domain: string;
  workspace_id: string;
  verification_token: string;
  verified_at: string | null;
  created_at: string;
}

export interface AuditEntryTable {
  workspace_id: string;
  seq: number;
  occurred_at: string;
  actor_id: string | null;
  actor_label: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON text, hashed exactly as stored. */
  details: string;
  prev_hash: string;
  hash: string;
}

export interface AuditChainHeadTable {
  workspace_id: string;
  seq: number;
  hash: string;
  /** HMAC of the head under a key derived from AUTH_SECRET. */
  seal: string;
}

export interface WorkspacePolicyTable {
  workspace_id: string;
  /** JSON of WorkspaceEngine. */
  ai_engine: string;
  ai_api_key_sealed: string | null;
  /** JSON of AiFeatureSwitches. */
  ai_features: string;
  /** JSON of AiBudget. */
  ai_budget: string;
  record_prompts: number;
  retention_days: number | null;
  updated_at: string;
}

export interface AiUsageDailyTable {
  workspace_id: string;
  user_id: string;
  feature: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  calls: number;
  tokens: number;
}

export interface RetentionNoticeTable {
  warned_for: string;
  warned_at: string;
}

/** API tokens (issue 24, item 1). The secret itself is never stored: only its SHA-256. */
export interface ApiTokenTable {
  id: string;
  kind: 'personal' | 'workspace';
  /** The holder of a personal token; the owner who created a workspace token. */
  user_id: string;
  /** Set for workspace tokens only. */
  workspace_id: string | null;
  name: string;
  /** Comma-separated scope names. */
  scopes: string;
  /** SHA-256 of the whole token, hex. */
  token_hash: string;
  /** The kind's prefix and the secret's first characters, to tell tokens apart in lists. */
  visible_prefix: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** An endpoint an owner registered for the workspace's events (issue 24). */
export interface WebhookEndpointTable {
  id: string;
  workspace_id: string;
  kind: 'webhook' | 'teams' | 'slack';
  url_sealed: string;
  address_shown: string;
  signing_secret_sealed: string | null;
  events: string;
  description: string;
  enabled: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One event on its way to one endpoint: the outbox the delivery worker works through. */
export interface WebhookDeliveryTable {
  id: string;
  endpoint_id: string;
  event_type: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  first_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
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
}
