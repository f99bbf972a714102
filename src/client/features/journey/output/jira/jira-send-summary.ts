import type { JiraJourneyLinkView, JiraSendAnswer } from '../../../../../domain/jira/jira-api';

const stories = (count: number) => (count === 1 ? '1 story' : `${count} stories`);

/** The toast after a send: what Jira now holds, in the words of the first send or of an update. */
export function jiraSendSummary({ link, created, updated }: JiraSendAnswer): { title: string; message: string } {
  const issues = `${link.epic.key} and ${stories(link.stories.length)}`;
  if (updated === 0) return { title: 'Sent to Jira', message: `${issues} created in ${link.projectKey}.` };
  if (created === 0) return { title: 'Updated in Jira', message: `${issues} updated.` };
  return { title: 'Updated in Jira', message: `${issues} updated, ${created} of them new.` };
}

/** The line above the links: when and by whom the journey was last sent, or that a send was cut short. */
export function jiraLinkStatus(link: JiraJourneyLinkView, localTime = (iso: string) => new Date(iso).toLocaleString()): string {
  if (link.sentAt === null) return `The last send to ${link.projectKey} was cut short; these are the issues it made. Sending again finishes it.`;
  return `Last sent ${localTime(link.sentAt)}${link.sentBy ? ` by ${link.sentBy}` : ''} to ${link.projectKey}.`;
}
