import type { JiraSendAnswer } from '../../../../../domain/jira/jira-api';

const stories = (count: number) => (count === 1 ? '1 story' : `${count} stories`);

/** The toast after a send: what Jira now holds, in the words of the first send or of an update. */
export function jiraSendSummary({ link, created, updated }: JiraSendAnswer): { title: string; message: string } {
  const issues = `${link.epic.key} and ${stories(link.stories.length)}`;
  if (updated === 0) return { title: 'Sent to Jira', message: `${issues} created in ${link.projectKey}.` };
  if (created === 0) return { title: 'Updated in Jira', message: `${issues} updated.` };
  return { title: 'Updated in Jira', message: `${issues} updated, ${created} of them new.` };
}
