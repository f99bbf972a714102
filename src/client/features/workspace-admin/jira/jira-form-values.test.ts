import { describe, expect, it } from 'vitest';
import type { JiraConnectionView } from '../../../../domain/jira/jira-api';
import { ApiRequestError } from '../../../api/http';
import { type JiraFormValues, checkJiraForm, jiraFormProblems, jiraFormValues } from './jira-form-values';

const saved: JiraConnectionView = {
  flavour: 'data-center',
  siteUrl: 'https://jira.bank.example',
  projectKey: 'INNO',
  email: '',
  epicIssueType: 'Epic',
  storyIssueType: 'User Story',
  tokenHint: '5521',
  updatedAt: '2026-11-26T19:00:00.000Z',
  updatedBy: 'Ana Silva',
};

const cloud: JiraFormValues = {
  flavour: 'cloud',
  siteUrl: 'https://bank.atlassian.net/',
  projectKey: 'inno',
  email: 'jira-bot@bank.example',
  apiToken: 'ATATT-token',
  epicIssueType: 'Epic',
  storyIssueType: 'Story',
};

describe('jiraFormValues', () => {
  it('opens a new connection as Jira Cloud with the default issue types', () => {
    expect(jiraFormValues(null)).toEqual({ flavour: 'cloud', siteUrl: '', projectKey: '', email: '', apiToken: '', epicIssueType: 'Epic', storyIssueType: 'Story' });
  });

  it('opens a saved connection on what was saved, with the token empty', () => {
    expect(jiraFormValues(saved)).toEqual({ flavour: 'data-center', siteUrl: 'https://jira.bank.example', projectKey: 'INNO', email: '', apiToken: '', epicIssueType: 'Epic', storyIssueType: 'User Story' });
  });
});

describe('checkJiraForm', () => {
  it('sends what was typed; the server spells the site and key its own way', () => {
    expect(checkJiraForm(cloud)).toEqual({ input: cloud });
  });

  it('does not send an e-mail typed before switching to Data Center', () => {
    expect(checkJiraForm({ ...cloud, flavour: 'data-center' })).toEqual({ input: { ...cloud, flavour: 'data-center', email: '' } });
  });

  it('puts each problem under its field', () => {
    const checked = checkJiraForm({ ...cloud, siteUrl: 'bank.atlassian.net', projectKey: '12', email: 'not an address' });
    expect(checked).toEqual({
      problems: {
        general: null,
        fields: {
          siteUrl: expect.stringContaining('Enter the address of your Jira site'),
          projectKey: expect.stringContaining('Enter the project key'),
          email: expect.stringContaining('e-mail address of the account'),
        },
      },
    });
  });
});

describe('jiraFormProblems', () => {
  it('shows the server’s refusal under the field it names', () => {
    const refused = new ApiRequestError(422, 'JIRA_SITE_NOT_ALLOWED', 'Not allowed.', { siteUrl: 'This address is not on the list.' });
    expect(jiraFormProblems(refused)).toEqual({ fields: { siteUrl: 'This address is not on the list.' }, general: null });
  });

  it('shows a refusal that names no field of the form above it', () => {
    const unreachable = new ApiRequestError(502, 'JIRA_UNREACHABLE', 'Jira did not answer.');
    expect(jiraFormProblems(unreachable)).toEqual({ fields: {}, general: 'Jira did not answer.' });
    const odd = new ApiRequestError(422, 'VALIDATION', 'Check the form.', { somethingElse: 'Wrong.' });
    expect(jiraFormProblems(odd)).toEqual({ fields: {}, general: 'Check the form.' });
  });
});
