import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import type { PresenceEntry } from '../../../../domain/journey-live';
import { stepLabel } from '../../../../domain/journey-steps';
import { presenceColour } from '../../../../domain/presence-colours';
import { useJourneyControls } from '../store/journey-context';

const MAX_SHOWN = 4;

/** Each colleague once, where they most recently were; the user's own tabs are left out. */
function colleagues(entries: readonly PresenceEntry[], userId: string): PresenceEntry[] {
  const byUser = new Map<string, PresenceEntry>();
  for (const entry of entries) if (entry.userId !== userId) byUser.set(entry.userId, entry);
  return [...byUser.values()];
}

const initials = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * Who else has the journey open, and on which step (issue 12): at the head of the journey screens,
 * above the progress bar, with names beside the avatars where there is room.
 */
export function PresenceAvatars() {
  const { presence, userId } = useJourneyControls();
  const others = colleagues(presence, userId);
  if (others.length === 0) return null;
  const shown = others.slice(0, MAX_SHOWN);
  const more = others.length - shown.length;
  const summary = others.map((entry) => `${entry.name}, on ${stepLabel(entry.step)}`).join('; ');
  return (
    <Group justify="flex-end" gap="xs" mb="xs" wrap="nowrap" role="group" aria-label={`Also here: ${summary}`}>
      <Text size="xs" c="dimmed" visibleFrom="sm" truncate aria-hidden>
        Also here: {summary}
      </Text>
      <PresenceFaces shown={shown} more={more} />
    </Group>
  );
}

/** Side by side, not overlapping: every colleague's initials whole, in the colour their fields show. */
function PresenceFaces({ shown, more }: { shown: PresenceEntry[]; more: number }) {
  return (
    <Group gap={4} wrap="nowrap" aria-hidden>
      {shown.map((entry) => (
        <Tooltip key={entry.userId} label={`${entry.name} · ${stepLabel(entry.step)}`} withArrow>
          <Avatar src={entry.image} alt="" size={30} radius="xl" variant="filled" color={`${presenceColour(entry.userId)}.9`}>
            {initials(entry.name)}
          </Avatar>
        </Tooltip>
      ))}
      {more > 0 && (
        <Avatar size={30} radius="xl">
          +{more}
        </Avatar>
      )}
    </Group>
  );
}
