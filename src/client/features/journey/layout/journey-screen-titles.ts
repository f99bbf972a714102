/**
 * Each journey screen's title (SPEC wording), by its address: the screens draw it, and so does the
 * journey's frame (journey-frame.tsx) before the journey, or the page's scripts, have arrived.
 */
export const JOURNEY_SCREEN_TITLES: Readonly<Record<string, string>> = {
  '/define/team': 'Assemble Your Team: Consultants',
  '/define/technologists': 'Assemble Your Team: Technologists',
  '/define/bankers': 'Assemble Your Team: Bankers',
  '/define/domain': 'Define Your Focus Area',
  '/define/problem': 'Define the Problem',
  '/ideate/ideas': 'Generated Ideas',
  '/ideate/evaluate': 'Evaluate Ideas',
  '/ideate/select': 'Select Your Idea',
  '/validate/real': 'Is It Real? Desirability',
  '/validate/win': 'Can It Win? Feasibility',
  '/validate/worth': 'Is It Worth It?',
  '/output/pitch': 'Pitch Deck Content Generator',
  '/output/brd': 'Business Requirements Document',
  '/output/infographic': 'Infographic',
};

/** The title of the screen at a journey address (one the journey routes have). */
export function journeyScreenTitle(path: string): string {
  const title = JOURNEY_SCREEN_TITLES[path];
  if (title === undefined) throw new Error(`No journey screen at ${path}`);
  return title;
}
