import { Avatar, Tooltip } from '@mantine/core';
import type { PresenceEntry } from '../../../../domain/journey-live';
import { stepLabel } from '../../../../domain/journey-steps';
import { useJourney } from '../store/journey-context';

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

/** Who else has the journey open, and on which step (issue 12): avatars in the journey header. */
export function PresenceAvatars() {
  const { presence, userId } = useJourney();
  const others = colleagues(presence, userId);
  if (others.length === 0) return null;
  const shown = others.slice(0, MAX_SHOWN);
  const more = others.length - shown.length;
  const summary = others.map((entry) => `${entry.name}, on ${stepLabel(entry.step)}`).join('; ');
  return (
    <Avatar.Group spacing="xs" role="group" aria-label={`Also here: ${summary}`}>
      {shown.map((entry) => (
        <Tooltip key={entry.userId} label={`${entry.name} · ${stepLabel(entry.step)}`} withArrow>
          <Avatar src={entry.image} alt="" size="sm" radius="xl" color="grape" aria-hidden>
            {initials(entry.name)}
          </Avatar>
        </Tooltip>
      ))}
      {more > 0 && (
        <Avatar size="sm" radius="xl" aria-hidden>
          +{more}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
