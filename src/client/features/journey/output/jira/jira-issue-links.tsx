import { Anchor, List, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { JiraIssueLink, JiraJourneyLinkView } from '../../../../../domain/jira/jira-api';
import { jiraLinkStatus } from './jira-send-summary';

function IssueLink({ issue, what }: { issue: JiraIssueLink; what: string }) {
  return (
    <Anchor href={issue.url} target="_blank" rel="noopener noreferrer" underline="always" aria-label={`${issue.key}, ${what}, opens Jira in a new tab`}>
      {issue.key} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
    </Anchor>
  );
}

/** The issues the journey made in Jira: the epic, then a story per requirement, in the BRD's order. */
export function JiraIssueLinks({ link }: { link: JiraJourneyLinkView }) {
  return (
    <div>
      <Text size="sm">{jiraLinkStatus(link)}</Text>
      <List size="sm" spacing={2} mt={4} aria-label="Issues in Jira">
        <List.Item>
          Epic: <IssueLink issue={link.epic} what="the epic" />
        </List.Item>
        {link.stories.map((story, index) => (
          <List.Item key={story.key}>
            Requirement {index + 1}: <IssueLink issue={story} what={`the story of requirement ${index + 1}`} />
          </List.Item>
        ))}
      </List>
    </div>
  );
}
