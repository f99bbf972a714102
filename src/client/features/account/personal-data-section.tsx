import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PERSONAL_DATA_URL } from '../../api/governance';
import { AccountSection } from './account-section';

/** Everything the app keeps about the signed-in person, as one JSON file. */
export function PersonalDataSection() {
  return (
    <AccountSection title="Your data">
      <Text size="sm">
        Download your account, where you are signed in, your personal journeys, the team journeys you started (named, without
        the team’s content), your chats, your AI use and what you did on record, as one JSON file. The download is recorded.
      </Text>
      <Group>
        <Button component="a" href={PERSONAL_DATA_URL} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Download my data
        </Button>
      </Group>
    </AccountSection>
  );
}
