import { JIRA_DEFAULT_ISSUE_TYPES, type JiraConnectionInput, type JiraConnectionView, type JiraFlavour, jiraConnectionSchema } from '../../../../domain/jira/jira-api';
import { ApiRequestError } from '../../../api/http';

export interface JiraFormValues {
  flavour: JiraFlavour;
  siteUrl: string;
  projectKey: string;
  email: string;
  apiToken: string;
  epicIssueType: string;
  storyIssueType: string;
}

export type JiraFormField = keyof JiraFormValues;
const FIELDS: readonly JiraFormField[] = ['flavour', 'siteUrl', 'projectKey', 'email', 'apiToken', 'epicIssueType', 'storyIssueType'];
const isField = (key: string): key is JiraFormField => (FIELDS as readonly string[]).includes(key);

/** What the form opens with: the saved connection without its token (never sent back), or a new Cloud one. */
export function jiraFormValues(connection: JiraConnectionView | null): JiraFormValues {
  if (!connection) {
    return { flavour: 'cloud', siteUrl: '', projectKey: '', email: '', apiToken: '', epicIssueType: JIRA_DEFAULT_ISSUE_TYPES.epic, storyIssueType: JIRA_DEFAULT_ISSUE_TYPES.story };
  }
  const { flavour, siteUrl, projectKey, email, epicIssueType, storyIssueType } = connection;
  return { flavour, siteUrl, projectKey, email, apiToken: '', epicIssueType, storyIssueType };
}

export interface JiraFormProblems {
  fields: Partial<Record<JiraFormField, string>>;
  /** What belongs to no field (Jira did not answer, say). */
  general: string | null;
}

/**
 * The values as the server takes them, or what is wrong with them by field. Data Center signs in
 * with its token alone, so an e-mail typed before switching to it is not sent.
 */
export function checkJiraForm(values: JiraFormValues): { input: JiraConnectionInput } | { problems: JiraFormProblems } {
  const input: JiraConnectionInput = { ...values, email: values.flavour === 'cloud' ? values.email : '' };
  const parsed = jiraConnectionSchema.safeParse(input);
  if (parsed.success) return { input };
  const fields: JiraFormProblems['fields'] = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (isField(key)) fields[key] ??= issue.message;
  }
  return { problems: { fields, general: null } };
}

/** The server's refusal, under the fields it names; anything else above the form. */
export function jiraFormProblems(error: Error): JiraFormProblems {
  const named = error instanceof ApiRequestError ? Object.entries(error.fields ?? {}).filter(([key]) => isField(key)) : [];
  if (named.length === 0) return { fields: {}, general: error.message };
  return { fields: Object.fromEntries(named) as JiraFormProblems['fields'], general: null };
}
