import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { type ActivityItem, groupActivity } from '../../../../domain/activity-sessions';
import { useJourneyHistory } from '../../../api/journey-live';
import { useJourneyControls } from '../store/journey-context';
import { activityItemTime, versionTime } from './activity-times';

/** Which version to show, and, for a session, the session it ends (the preview says so). */
export interface VersionToView {
  version: number;
  afterSession?: string;
}

/** The journey's activity, newest first: one line per change, one per person's typing session. */
export function ActivityList({ onView }: { onView(target: VersionToView): void }) {
  const { journeyId } = useJourneyControls();
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useJourneyHistory(journeyId);
  if (isPending) return <Text size="sm">Loading the activity…</Text>;
  if (isError) return <Text size="sm">The activity could not be loaded. Please try again.</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes, newest first">
        {groupActivity(data.pages.flat()).map((item) => (
          <ActivityLine key={item.version} item={item} onView={onView} />
        ))}
      </Stack>
      {hasNextPage && (
        <Button variant="default" size="xs" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
          Show earlier activity
        </Button>
      )}
    </Stack>
  );
}

const who = (item: ActivityItem) => item.by ?? 'A former member';

function ActivityLine({ item, onView }: { item: ActivityItem; onView(target: VersionToView): void }) {
  const when = activityItemTime(item);
  const session = item.versions.length > 1;
  return (
    <Paper component="li" withBorder p="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm">
          <strong>{who(item)}</strong> {item.lines.join('; ')},{' '}
          <Text span size="sm" c="dimmed">
            {when}
          </Text>
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          style={{ flexShrink: 0 }}
          onClick={() => onView({ version: item.version, ...(session ? { afterSession: `${who(item)} ${item.lines.join('; ')}, ${when}` } : {}) })}
          aria-label={`View the journey as it was at version ${item.version}${session ? ', after this session' : ''}`}
        >
          View
        </Button>
      </Group>
      {session && <SessionVersions item={item} onView={onView} />}
    </Paper>
  );
}

/** A session's own versions, folded away: View above shows the one after the session. */
function SessionVersions({ item, onView }: { item: ActivityItem; onView(target: VersionToView): void }) {
  const [shown, setShown] = useState(false);
  const listId = useId();
  return (
    <>
      <Text size="xs" c="dimmed" mt={4}>
        {item.versions.length} saves. View and restore use the version after this session.
      </Text>
      <Button size="compact-xs" variant="subtle" px={4} ml={-4} aria-expanded={shown} aria-controls={shown ? listId : undefined} onClick={() => setShown((was) => !was)}>
        {shown ? 'Hide its versions' : `Show its ${item.versions.length} versions`}
      </Button>
      {shown && (
        <Stack id={listId} component="ol" gap={2} p={0} m={0} mt={4} style={{ listStyle: 'none' }} aria-label="Versions of this session, newest first">
          {item.versions.map((version) => (
            <Group key={version.version} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs">
                Version {version.version}, {versionTime(version.at)}
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={() => onView({ version: version.version })} aria-label={`View the journey as it was at version ${version.version}`}>
                View
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </>
  );
}
