/**
 * The history entry a journey screen has asked to leave, until the move lands. Router state
 * updates run as transitions, so a save that returns in between still sees the old screen as idle;
 * writing ?journeyId= into that screen's address then would cancel the user's move.
 */
let leaving: string | null = null;

export function noteLeaving(locationKey: string): void {
  leaving = locationKey;
}

export function isLeaving(locationKey: string): boolean {
  return leaving === locationKey;
}
