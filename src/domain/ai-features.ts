/**
 * The AI features a workspace owner can switch on or off and whose use counts against its budgets.
 * Adding a feature is one line here; its route then takes `governedAi('<id>')` (server/ai/governance).
 */
export const AI_FEATURES = [
  { id: 'ideas', label: 'Ideas', description: 'Ideas from the team’s personas on the Ideas screen.' },
  { id: 'scoring', label: 'Scoring help', description: 'Suggested appeal and strategic-fit scores on the Evaluate screen.' },
  { id: 'rww-drafts', label: 'R-W-W drafts', description: 'Draft answers for the Real / Win / Worth screens.' },
  { id: 'chat', label: 'Chat', description: 'The innovation chat assistant.' },
] as const;

export type AiFeatureId = (typeof AI_FEATURES)[number]['id'];
export const AI_FEATURE_IDS = AI_FEATURES.map((feature) => feature.id) as [AiFeatureId, ...AiFeatureId[]];

export function aiFeatureLabel(id: AiFeatureId): string {
  return AI_FEATURES.find((feature) => feature.id === id)?.label ?? id;
}

/** Every feature on: what a workspace without settings of its own gets. */
export function allFeaturesOn(): Record<AiFeatureId, boolean> {
  return Object.fromEntries(AI_FEATURE_IDS.map((id) => [id, true])) as Record<AiFeatureId, boolean>;
}
