import { Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useJourneyHistory } from '../../../api/journey-live';
import { useJourney } from '../store/journey-context';
import { groupActivity } from './activity-groups';
import { VersionPreview } from './version-preview';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Activity" in the journey header: who did what, when, and the journey as it was at each point. */
export function ActivityButton() {
  const { journeyId } = useJourney();
  const [opened, setOpened] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  if (!journeyId) return null;
  return (
    <>
      <Button variant="default" size="compact-sm" aria-label="Activity" onClick={() => setOpened(true)}>
        <IconHistory size={16} aria-hidden />
        <Text span size="sm" ml={4} visibleFrom="sm">
          Activity
        </Text>
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} title="Journey activity" position="right" size="md">
        {opened && <ActivityList onView={setViewing} />}
      </Drawer>
      <VersionPreview version={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function ActivityList({ onView }: { onView(version: number): void }) {
  const { journeyId } = useJourney();
  const { data: entries, isPending, isError } = useJourneyHistory(journeyId);
  if (isPending) return <Text size="sm">Loading the activity…</Text>;
  if (isError) return <Text size="sm">The activity could not be loaded. Please try again.</Text>;
  const groups = groupActivity(entries);
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes, newest first">
      {groups.map((group) => (
        <Paper key={group.version} component="li" withBorder p="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm">
                <strong>{group.by ?? 'A former member'}</strong> {group.lines.join('; ')}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={group.at}>
                {WHEN.format(new Date(group.at))}
              </Text>
            </div>
            <Button size="compact-xs" variant="subtle" onClick={() => onView(group.version)} aria-label={`View the journey as it was at version ${group.version}`}>
              View
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
