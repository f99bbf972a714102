import { Hono, type MiddlewareHandler } from 'hono';
import { JIRA_MESSAGES, type JiraCheckAnswer, type JiraSettingsAnswer, jiraConnectionSchema } from '../../domain/jira/jira-api';
import type { AuditTrail, NewAuditEntry } from '../audit/audit-trail';
import type { OutgoingCallSettings } from '../config/index';
import { ApiError } from '../errors';
import { readJson } from '../http/validate';
import { outgoingAddressCheck } from '../security/outgoing-address-check';
import type { SecretBox } from '../security/secret-box';
import { type WorkspaceEnv, requireWorkspaceOwner } from '../workspaces/workspace-access';
import { type JiraAccess, JiraCallFailed, jiraClient } from './jira-client';
import { type JiraConnectionRow, type JiraRepository, connectionView, jiraRepository, openSavedToken } from './jira-repository';
import { jiraFailureAnswer } from './jira-send';

export interface JiraSettingsDependencies {
  jira: JiraRepository;
  audit: AuditTrail;
  settings: OutgoingCallSettings;
  box: SecretBox;
  /** The cap on requests waiting for outside services (http/outgoing-call-slots.ts). */
  callsOut: MiddlewareHandler;
}

const tokenRequired = () => new ApiError(422, 'JIRA_TOKEN_REQUIRED', JIRA_MESSAGES.apiToken, { apiToken: JIRA_MESSAGES.apiToken });

/** A failed check, said at the field the owner should look at. */
function checkRefusal(error: JiraCallFailed): ApiError {
  if (error.reason === 'auth') return new ApiError(422, 'JIRA_AUTH_FAILED', error.message, { apiToken: error.message });
  if (error.reason === 'not-found') return new ApiError(422, 'JIRA_PROJECT_NOT_FOUND', error.message, { projectKey: error.message });
  return jiraFailureAnswer(error);
}

/** /api/workspaces/:workspaceId/jira: owners connect the workspace to one Jira project. */
export function jiraSettingsRoutes({ jira, audit, settings, box, callsOut }: JiraSettingsDependencies) {
  const checkSite = outgoingAddressCheck(settings, {
    codePrefix: 'JIRA',
    field: 'siteUrl',
    notAllowed: { code: 'SITE_NOT_ALLOWED', message: JIRA_MESSAGES.notAllowed },
    privateAddress: JIRA_MESSAGES.privateAddress,
  });

  /** Asks Jira for the project with these credentials: the proof the connection works. */
  async function reachProject(access: JiraAccess) {
    try {
      return await jiraClient(access, settings).project();
    } catch (error) {
      if (error instanceof JiraCallFailed) throw checkRefusal(error);
      throw error;
    }
  }

  const savedToken = (row: JiraConnectionRow): string => {
    const token = openSavedToken(box, row);
    if (token === null) throw tokenRequired();
    return token;
  };

  const auditEntry = (c: { get(key: 'user'): { id: string; email: string }; get(key: 'workspace'): { id: string } }, action: NewAuditEntry['action'], details: Record<string, unknown>): NewAuditEntry => ({
    workspaceId: c.get('workspace').id,
    actor: { id: c.get('user').id, label: c.get('user').email },
    action,
    target: { type: 'workspace', id: c.get('workspace').id },
    details,
  });

  return new Hono<WorkspaceEnv>()
    .use('*', requireWorkspaceOwner)
    .get('/', async (c) => {
      const row = await jira.connection(c.get('workspace').id);
      return c.json<JiraSettingsAnswer>({ connection: row ? connectionView(row) : null, allowedSites: settings.allowedEndpoints });
    })
    .put('/', callsOut, async (c) => {
      const input = await readJson(c, jiraConnectionSchema);
      const workspaceId = c.get('workspace').id;
      await checkSite(input.siteUrl);
      const existing = await jira.connection(workspaceId);
      // A saved token goes only to the site it was given for.
      const keepsToken = input.apiToken === '' && existing?.site_url === input.siteUrl && existing.flavour === input.flavour;
      if (input.apiToken === '' && !keepsToken) throw tokenRequired();
      const apiToken = keepsToken ? savedToken(existing!) : input.apiToken;
      const email = input.flavour === 'cloud' ? input.email : '';
      const project = await reachProject({ flavour: input.flavour, siteUrl: input.siteUrl, projectKey: input.projectKey, email, apiToken });
      const row: JiraConnectionRow = {
        workspace_id: workspaceId,
        flavour: input.flavour,
        site_url: input.siteUrl,
        project_key: project.key,
        account_email: email,
        api_token_sealed: keepsToken ? existing!.api_token_sealed : box.seal(apiToken),
        token_hint: apiToken.slice(-4),
        epic_issue_type: input.epicIssueType,
        story_issue_type: input.storyIssueType,
        updated_by: c.get('user').id,
        updated_at: new Date().toISOString(),
      };
      await audit.changeAndRecord(
        (trx) => jiraRepository(trx).saveConnection(row),
        () => [auditEntry(c, 'jira.connected', { flavour: row.flavour, site: row.site_url, project: row.project_key, tokenReplaced: !keepsToken })],
      );
      return c.json({ connection: connectionView(row) });
    })
    .post('/check', callsOut, async (c) => {
      const row = await jira.connection(c.get('workspace').id);
      if (!row) throw new ApiError(409, 'JIRA_NOT_CONNECTED', JIRA_MESSAGES.notConnected);
      await checkSite(row.site_url);
      const project = await reachProject({ flavour: row.flavour, siteUrl: row.site_url, projectKey: row.project_key, email: row.account_email, apiToken: savedToken(row) });
      return c.json<JiraCheckAnswer>({ project });
    })
    .delete('/', async (c) => {
      const row = await jira.connection(c.get('workspace').id);
      if (row) {
        await audit.changeAndRecord(
          (trx) => jiraRepository(trx).removeConnection(row.workspace_id),
          () => [auditEntry(c, 'jira.disconnected', { site: row.site_url, project: row.project_key })],
        );
      }
      return c.body(null, 204);
    });
}
