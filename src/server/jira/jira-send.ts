import { JIRA_MESSAGES, type JiraSendAnswer } from '../../domain/jira/jira-api';
import { toAdf, toWikiText } from '../../domain/jira/jira-description';
import { type JiraIssuePlan, type PlannedIssue, planJiraIssues } from '../../domain/jira/jira-issue-plan';
import { getDomain, getSubdomain } from '../../domain/banking-catalogue';
import type { Journey } from '../../domain/journey-api';
import { ApiError } from '../errors';
import type { OutgoingCallRules } from '../security/outgoing-call';
import type { SecretBox } from '../security/secret-box';
import { type EpicFields, JiraCallFailed, type JiraClient, jiraClient } from './jira-client';
import { type JiraConnectionRow, type JiraRepository, linkView, openSavedToken, storyKeysOf } from './jira-repository';

/** One send's whole budget, in calls' timeouts: a few slow answers pass, a stalled Jira does not hold the click. */
const SEND_BUDGET_IN_TIMEOUTS = 2;

export interface JiraSendDependencies {
  jira: JiraRepository;
  box: SecretBox;
  rules: OutgoingCallRules;
  appUrl: string;
}

/** What Jira's failure means to the person who clicked: 502 names the outside service as the cause. */
export function jiraFailureAnswer(error: JiraCallFailed): ApiError {
  const code = { unreachable: 'JIRA_UNREACHABLE', auth: 'JIRA_AUTH_FAILED', 'not-found': 'JIRA_NOT_FOUND', refused: 'JIRA_REFUSED' }[error.reason];
  return new ApiError(502, code, error.message);
}

function fieldsOf(issue: PlannedIssue, flavour: JiraConnectionRow['flavour']) {
  return { summary: issue.summary, description: flavour === 'cloud' ? toAdf(issue.description) : toWikiText(issue.description) };
}

/** The fields a new issue needs beyond summary and description: project, type, and its place under the epic. */
function creationFields(connection: JiraConnectionRow, epic: EpicFields, kind: 'epic' | 'story', summary: string, epicKey?: string) {
  const common = { project: { key: connection.project_key }, issuetype: { name: kind === 'epic' ? connection.epic_issue_type : connection.story_issue_type } };
  if (kind === 'epic') return { ...common, ...(epic.epicName ? { [epic.epicName]: summary } : {}) };
  if (connection.flavour === 'cloud') return { ...common, parent: { key: epicKey } };
  return { ...common, ...(epic.epicLink ? { [epic.epicLink]: epicKey } : {}) };
}

/** Updates the issue if it is still there, or makes it (again); answers its key and which it was. */
async function upsert(client: JiraClient, key: string | null, fields: Record<string, unknown>, create: () => Promise<string>): Promise<{ key: string; created: boolean }> {
  if (key && (await client.updateIssue(key, fields))) return { key, created: false };
  return { key: await create(), created: true };
}

function openToken(box: SecretBox, connection: JiraConnectionRow): string {
  const token = openSavedToken(box, connection);
  if (token === null) {
    throw new ApiError(409, 'JIRA_TOKEN_UNREADABLE', 'The saved Jira token can no longer be read. An owner must enter it again under Workspace settings > Jira.');
  }
  return token;
}

export function jiraSender({ jira, box, rules, appUrl }: JiraSendDependencies) {
  async function sendPlan(journeyId: string, connection: JiraConnectionRow, plan: JiraIssuePlan, startFrom: { epicKey: string | null; storyKeys: (string | null)[] }) {
    const client = jiraClient(
      { flavour: connection.flavour, siteUrl: connection.site_url, projectKey: connection.project_key, email: connection.account_email, apiToken: openToken(box, connection) },
      rules,
      Date.now() + SEND_BUDGET_IN_TIMEOUTS * rules.timeoutMs,
    );
    const epicFields: EpicFields = connection.flavour === 'data-center' ? await client.epicFields() : { epicName: null, epicLink: null };
    const target = { siteUrl: connection.site_url, projectKey: connection.project_key };
    let created = 0;
    const epicFieldsToSend = fieldsOf(plan.epic, connection.flavour);
    const epic = await upsert(client, startFrom.epicKey, epicFieldsToSend, () =>
      client.createIssue({ ...epicFieldsToSend, ...creationFields(connection, epicFields, 'epic', plan.epic.summary) }, 'epic'),
    );
    if (epic.created) created += 1;
    const storyKeys = plan.stories.map((_, index) => startFrom.storyKeys[index] ?? null);
    await jira.saveProgress(journeyId, { ...target, epicKey: epic.key, storyKeys });
    for (const [index, story] of plan.stories.entries()) {
      const fields = fieldsOf(story, connection.flavour);
      const made = await upsert(client, storyKeys[index] ?? null, fields, () =>
        client.createIssue({ ...fields, ...creationFields(connection, epicFields, 'story', story.summary, epic.key) }, 'story'),
      );
      if (made.created) created += 1;
      storyKeys[index] = made.key;
      await jira.saveProgress(journeyId, { ...target, epicKey: epic.key, storyKeys });
    }
    return { created, updated: plan.stories.length + 1 - created };
  }

  return {
    /**
     * Sends a completed journey: its epic and stories are made the first time and updated after,
     * as long as the workspace still points at the same site and project.
     */
    async send(journey: Journey, sender: { id: string; name: string }): Promise<JiraSendAnswer & { firstSend: boolean }> {
      const connection = await jira.connection(journey.workspaceId);
      if (!connection) throw new ApiError(409, 'JIRA_NOT_CONNECTED', JIRA_MESSAGES.notConnected);
      if (journey.status !== 'completed') throw new ApiError(409, 'JOURNEY_NOT_COMPLETED', JIRA_MESSAGES.notCompleted);
      if (!journey.state.selectedIdea) throw new ApiError(409, 'NO_IDEA_CHOSEN', JIRA_MESSAGES.noIdea);
      const target = { siteUrl: connection.site_url, projectKey: connection.project_key };
      const held = await jira.claim(journey.id, target);
      if (!held) throw new ApiError(409, 'JIRA_SEND_IN_PROGRESS', JIRA_MESSAGES.sending);
      const sameProject = held.site_url === target.siteUrl && held.project_key === target.projectKey;
      const startFrom = sameProject ? { epicKey: held.epic_key, storyKeys: storyKeysOf(held) } : { epicKey: null, storyKeys: [] };
      const ctx = {
        domainName: getDomain(journey.state.selectedDomain)?.name ?? '',
        subdomainName: getSubdomain(journey.state.selectedDomain, journey.state.selectedSubdomain)?.name ?? '',
        date: new Date(),
      };
      const plan = planJiraIssues(journey.state, ctx, { name: journey.name, url: `${appUrl}/output/brd?journeyId=${encodeURIComponent(journey.id)}` });
      const sentAt = new Date().toISOString();
      try {
        const counts = await sendPlan(journey.id, connection, plan, startFrom);
        await jira.release(journey.id, { at: sentAt, by: sender.id });
        const link = linkView((await jira.link(journey.id))!, sender.name)!;
        return { link, ...counts, firstSend: startFrom.epicKey === null };
      } catch (error) {
        await jira.release(journey.id);
        if (error instanceof JiraCallFailed) throw jiraFailureAnswer(error);
        throw error;
      }
    },
  };
}
export type JiraSender = ReturnType<typeof jiraSender>;
