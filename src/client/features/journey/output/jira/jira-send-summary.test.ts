import { describe, expect, it } from 'vitest';
import type { JiraIssueLink, JiraSendAnswer } from '../../../../../domain/jira/jira-api';
import { jiraLinkStatus, jiraSendSummary } from './jira-send-summary';

const issue = (number: number): JiraIssueLink => ({ key: `INNO-${number}`, url: `https://bank.atlassian.net/browse/INNO-${number}` });

function answer(storyCount: number, created: number, updated: number): JiraSendAnswer {
  return {
    link: {
      siteUrl: 'https://bank.atlassian.net',
      projectKey: 'INNO',
      epic: issue(1),
      stories: Array.from({ length: storyCount }, (_, index) => issue(index + 2)),
      sentAt: '2026-11-26T19:00:00.000Z',
      sentBy: 'Ana Silva',
    },
    created,
    updated,
  };
}

describe('jiraSendSummary', () => {
  it('names the epic and counts the stories of a first send', () => {
    expect(jiraSendSummary(answer(5, 6, 0))).toEqual({ title: 'Sent to Jira', message: 'INNO-1 and 5 stories created in INNO.' });
  });

  it('says one story, not one stories', () => {
    expect(jiraSendSummary(answer(1, 2, 0)).message).toBe('INNO-1 and 1 story created in INNO.');
  });

  it('calls a send that changed the issues already there an update', () => {
    expect(jiraSendSummary(answer(5, 0, 6))).toEqual({ title: 'Updated in Jira', message: 'INNO-1 and 5 stories updated.' });
  });

  it('says how many issues are new when the requirements grew since the last send', () => {
    expect(jiraSendSummary(answer(6, 1, 6))).toEqual({ title: 'Updated in Jira', message: 'INNO-1 and 6 stories updated, 1 of them new.' });
  });
});

describe('jiraLinkStatus', () => {
  const { link } = answer(2, 3, 0);
  const localTime = (iso: string) => `at ${iso}`;

  it('says when and by whom the journey was last sent', () => {
    expect(jiraLinkStatus(link, localTime)).toBe('Last sent at 2026-11-26T19:00:00.000Z by Ana Silva to INNO.');
    expect(jiraLinkStatus({ ...link, sentBy: null }, localTime)).toBe('Last sent at 2026-11-26T19:00:00.000Z to INNO.');
  });

  it('says a first send that was cut short is not finished', () => {
    expect(jiraLinkStatus({ ...link, sentAt: null }, localTime)).toBe('The last send to INNO was cut short; these are the issues it made. Sending again finishes it.');
  });
});
