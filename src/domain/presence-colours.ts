/**
 * Each colleague's colour on the journey screens (their avatar, the ring around the field they type
 * in, their name on it): the same on every screen, from their user id. Mantine colour names whose
 * shade 9 carries white text at 4.5:1 or more, in light and dark mode alike.
 */
export const PRESENCE_COLOURS = ['grape', 'indigo', 'teal', 'cyan', 'pink', 'violet', 'blue', 'red'] as const;
export type PresenceColour = (typeof PRESENCE_COLOURS)[number];

export function presenceColour(userId: string): PresenceColour {
  let hash = 0;
  for (const character of userId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length]!;
}
