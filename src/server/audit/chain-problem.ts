/** What `npm run audit:verify` found wrong, and where. */
export interface ChainProblem {
  workspaceId: string;
  /** The entry the problem is at; null for the chain as a whole, or for a journey. */
  seq: number | null;
  /** A journey the trail has no creation entry for. */
  journeyId?: string;
  problem: string;
}
