/**
 * The history entry a journey screen has asked to leave, until the move lands. The router renders
 * a change of address as a transition, so a save that returns before that has begun still sees no
 * change of screen under way (useScreenChangePending); writing ?journeyId= into that screen's
 * address then would cancel the user's move.
 */
let leaving: string | null = null;

export function noteLeaving(locationKey: string): void {
  leaving = locationKey;
}

export function isLeaving(locationKey: string): boolean {
  return leaving === locationKey;
}
