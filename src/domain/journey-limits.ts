/** Sizes the journey's fields and lists may reach (SPEC section 4 and the issues since); no schema library, so any screen may read them. */
export const LIMITS = {
  shortText: 200,
  longText: 4000,
  problemStatement: 4000,
  ideas: 100,
  teamMembers: 6,
  /** Earlier rounds of ideas kept for undo; older ones drop off (their titles stay seen). */
  earlierIdeaRounds: 5,
  /** Titles seen in this journey, sent with Regenerate so a new round repeats none. */
  seenIdeaTitles: 200,
  keptApartIdeaPairs: 200,
} as const;
