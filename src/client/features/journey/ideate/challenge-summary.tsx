import { Card, Stack, Text } from '@mantine/core';
import { focusAreaLabel } from '../../../../domain/banking-catalogue';
import { useJourney } from '../store/journey-context';
import { TeamBadges } from '../define/team-badges';

/** The challenge the team is working on: problem statement, focus area and team. */
export function ChallengeSummary() {
  const { state } = useJourney();
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Challenge
        </Text>
        <Text fw={600}>{state.problemStatement || 'No problem statement yet'}</Text>
        <Text size="sm">
          <strong>Domain:</strong> {focusAreaLabel(state.selectedDomain, state.selectedSubdomain) || 'not chosen yet'}
        </Text>
        <TeamBadges members={state.teamMembers} />
      </Stack>
    </Card>
  );
}
