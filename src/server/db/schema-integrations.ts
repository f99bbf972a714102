/** Tables of what connects to the outside: API tokens, webhooks and Jira (issue 24). */

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

/** A workspace's connection to one Jira project (issue 24, item 4). */
export interface JiraConnectionTable {
  workspace_id: string;
  flavour: 'cloud' | 'data-center';
  site_url: string;
  project_key: string;
  account_email: string;
  api_token_sealed: string;
  token_hint: string;
  epic_issue_type: string;
  story_issue_type: string;
  updated_by: string | null;
  updated_at: string;
}

/** The Jira issues a journey made: its epic and one story per BRD requirement. */
export interface JourneyJiraLinkTable {
  journey_id: string;
  site_url: string;
  project_key: string;
  epic_key: string | null;
  /** JSON array of story keys (or null where none was made yet), in the requirements' order. */
  story_keys: string;
  sending_until: string | null;
  sent_at: string | null;
  sent_by: string | null;
}
