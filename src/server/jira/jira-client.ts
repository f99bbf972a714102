import { JIRA_API_VERSIONS, type JiraFlavour } from '../../domain/jira/jira-api';
import { type OutgoingCallRules, callOut } from '../security/outgoing-call';

/** What calling a Jira site needs: where, as whom, and into which project. */
export interface JiraAccess {
  flavour: JiraFlavour;
  siteUrl: string;
  projectKey: string;
  email: string;
  apiToken: string;
}

export type JiraFailureReason = 'unreachable' | 'auth' | 'not-found' | 'refused';

/** A call Jira did not answer as hoped; its message is safe to show (it never holds the token). */
export class JiraCallFailed extends Error {
  constructor(
    readonly reason: JiraFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/** The custom fields a Data Center epic needs: its name on create, and the link a story points up with. */
export interface EpicFields {
  epicName: string | null;
  epicLink: string | null;
}

const ANSWER_BYTES = 256 * 1024;
const EPIC_NAME_TYPE = 'com.pyxis.greenhopper.jira:gh-epic-label';
const EPIC_LINK_TYPE = 'com.pyxis.greenhopper.jira:gh-epic-link';

/** Jira says why it refused in errorMessages and errors; both are kept short and on one line. */
function jiraReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errorMessages?: unknown; errors?: unknown };
    const messages = Array.isArray(parsed.errorMessages) ? parsed.errorMessages.filter((m): m is string => typeof m === 'string') : [];
    const fields = parsed.errors && typeof parsed.errors === 'object' ? Object.entries(parsed.errors).map(([field, message]) => `${field}: ${String(message)}`) : [];
    return [...messages, ...fields].join('; ').replace(/\s+/g, ' ').slice(0, 300);
  } catch {
    return '';
  }
}

function failureOf(status: number, body: string, what: string): JiraCallFailed {
  const said = jiraReason(body);
  if (status === 401 || status === 403) {
    return new JiraCallFailed('auth', `Jira did not accept the token (HTTP ${status}). Check the token${said ? `; Jira said: ${said}` : ''}.`);
  }
  if (status >= 300 && status < 400) {
    return new JiraCallFailed('unreachable', `Jira answered ${what} with a redirect (HTTP ${status}), which is not followed. Check the site address.`);
  }
  if (status === 404) return new JiraCallFailed('not-found', `Jira could not find ${what}${said ? `: ${said}` : ''}.`);
  if (status >= 500 || status === 429) return new JiraCallFailed('unreachable', `Jira could not answer ${what} just now (HTTP ${status}). Try again in a few minutes.`);
  return new JiraCallFailed('refused', `Jira refused ${what} (HTTP ${status})${said ? `: ${said}` : ''}.`);
}

/**
 * Jira Cloud's REST API v3 and Jira Data Center's v2, for the few calls the hand-off makes. With a
 * deadline (epoch ms), every call shares one budget, so a slow Jira cannot hold a request for the
 * sum of its calls' timeouts.
 */
export function jiraClient(access: JiraAccess, rules: OutgoingCallRules, deadline = Infinity) {
  const base = `${access.siteUrl}/rest/api/${JIRA_API_VERSIONS[access.flavour]}`;
  const authorization =
    access.flavour === 'cloud' ? `Basic ${Buffer.from(`${access.email}:${access.apiToken}`).toString('base64')}` : `Bearer ${access.apiToken}`;

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, what: string, body?: unknown): Promise<{ status: number; body: string }> {
    const left = deadline - Date.now();
    if (left <= 0) throw new JiraCallFailed('unreachable', 'Jira is answering too slowly. What it made so far is kept; send again to finish.');
    const outcome = await callOut(
      `${base}${path}`,
      {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: authorization, 'User-Agent': 'InnovationStudio-Jira/1' },
        body: body === undefined ? undefined : JSON.stringify(body),
        keepBodyBytes: ANSWER_BYTES,
      },
      { ...rules, timeoutMs: Math.min(rules.timeoutMs, left) },
    );
    if (outcome.kind === 'failed') throw new JiraCallFailed('unreachable', `Jira could not be reached: ${outcome.error.slice(0, 200)}.`);
    if (outcome.status < 200 || outcome.status >= 300) throw failureOf(outcome.status, outcome.body, what);
    return outcome;
  }

  const json = <T>(body: string, what: string): T => {
    try {
      return JSON.parse(body) as T;
    } catch {
      throw new JiraCallFailed('refused', `Jira's answer to ${what} was not JSON. Check the site address.`);
    }
  };

  return {
    async project(): Promise<{ key: string; name: string }> {
      const what = `the project ${access.projectKey}`;
      const found = json<{ key?: unknown; name?: unknown }>((await call('GET', `/project/${encodeURIComponent(access.projectKey)}`, what)).body, what);
      return { key: String(found.key ?? access.projectKey), name: String(found.name ?? access.projectKey) };
    },

    /** Data Center names its epic fields per site; they are found by type, as Jira documents them. */
    async epicFields(): Promise<EpicFields> {
      const fields = json<{ id: string; schema?: { custom?: string } }[]>((await call('GET', '/field', 'the list of fields')).body, 'the list of fields');
      const byType = (type: string) => (Array.isArray(fields) ? fields.find((field) => field.schema?.custom === type)?.id ?? null : null);
      return { epicName: byType(EPIC_NAME_TYPE), epicLink: byType(EPIC_LINK_TYPE) };
    },

    async createIssue(fields: Record<string, unknown>, what: string): Promise<string> {
      const created = json<{ key?: unknown }>((await call('POST', '/issue', `the new ${what}`, { fields })).body, what);
      if (typeof created.key !== 'string') throw new JiraCallFailed('refused', `Jira did not say which key it gave the new ${what}.`);
      return created.key;
    },

    /** False when the issue is gone (deleted in Jira), so the caller can make it again. */
    async updateIssue(key: string, fields: Record<string, unknown>): Promise<boolean> {
      try {
        await call('PUT', `/issue/${encodeURIComponent(key)}`, `the issue ${key}`, { fields });
        return true;
      } catch (error) {
        if (error instanceof JiraCallFailed && error.reason === 'not-found') return false;
        throw error;
      }
    },
  };
}
export type JiraClient = ReturnType<typeof jiraClient>;
