/** Tables of a workspace's governance: single sign-on, the audit trail, AI policies and usage, retention. */

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
