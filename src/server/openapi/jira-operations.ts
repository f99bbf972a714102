import { op } from './api-operation';

const link = {
  siteUrl: 'https://yourbank.atlassian.net',
  projectKey: 'INNO',
  epic: { key: 'INNO-41', url: 'https://yourbank.atlassian.net/browse/INNO-41' },
  stories: [42, 43, 44, 45, 46].map((n) => ({ key: `INNO-${n}`, url: `https://yourbank.atlassian.net/browse/INNO-${n}` })),
  sentAt: '2026-11-26T10:00:00.000Z',
  sentBy: 'Ana Silva',
};

/** The Jira hand-off of a finished journey (the connection itself is set up by owners in the app). */
export const jiraOperations = [
  op({
    method: 'get',
    path: '/api/journeys/{id}/jira',
    tag: 'Jira',
    summary: 'Where the journey went in Jira',
    description: '`connected` says whether an owner has connected the workspace to a Jira project; `link` is null until the journey is sent.',
    roles: 'any member',
    success: { status: 200, description: 'Whether Jira is connected, and the journey’s epic and stories there.', example: { connected: true, link } },
  }),
  op({
    method: 'post',
    path: '/api/journeys/{id}/jira',
    tag: 'Jira',
    summary: 'Send a finished journey to Jira',
    description:
      'Makes an epic from the pitch and one story per BRD requirement the first time (201), and updates the same issues after (200); issues deleted in Jira are made again. Only completed journeys can be sent.',
    roles: 'owners and editors',
    success: { status: 201, description: 'The issues, and how many were made and updated.', example: { link, created: 6, updated: 0 } },
    errors: {
      409: 'The workspace is not connected to Jira, the journey is not completed, or a send of it is under way.',
      502: 'Jira could not be reached or refused the issues; the message says what Jira said.',
    },
  }),
];
