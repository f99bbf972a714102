import type { Feasibility, UserPersona, Viability } from './journey-state';
import type { CheckResult } from './journey-validation';
import type { ToastText } from './team-rules';

/** SPEC section 5, word for word. */
export const VALIDATE_MESSAGES = {
  realIncomplete: {
    title: 'Incomplete information',
    message: 'Please define at least the average user and primary needs.',
  },
  winIncomplete: {
    title: 'Incomplete information',
    message: 'Please provide information about internal capabilities and external assets.',
  },
  worthMissing: {
    title: 'Missing information',
    message: 'Please fill in all required fields before submitting.',
  },
} as const satisfies Record<string, ToastText>;

const OK: CheckResult = { ok: true };
const fail = (toast: ToastText): CheckResult => ({ ok: false, ...toast });

/** Whitespace alone tells the team nothing, so it counts as empty. */
export function isFilled(text: string): boolean {
  return text.trim() !== '';
}

export function checkRealStep(persona: Pick<UserPersona, 'averageUser' | 'primaryNeeds'>): CheckResult {
  return isFilled(persona.averageUser) && isFilled(persona.primaryNeeds)
    ? OK
    : fail(VALIDATE_MESSAGES.realIncomplete);
}

export function checkWinStep(
  feasibility: Pick<Feasibility, 'internalCapabilities' | 'externalAssets'>,
): CheckResult {
  return isFilled(feasibility.internalCapabilities) && isFilled(feasibility.externalAssets)
    ? OK
    : fail(VALIDATE_MESSAGES.winIncomplete);
}

export function checkWorthStep(
  viability: Pick<Viability, 'expectedReturn' | 'strategicRelevance'>,
): CheckResult {
  return viability.expectedReturn !== '' && viability.strategicRelevance !== ''
    ? OK
    : fail(VALIDATE_MESSAGES.worthMissing);
}

// Real: 2 points each for the two required fields and unmet needs, 1 for each other field (max 10).
export const REAL_SCORE_WEIGHTS: Readonly<Record<keyof UserPersona, number>> = {
  averageUser: 2,
  primaryNeeds: 2,
  unmetNeeds: 2,
  extremeUser: 1,
  unexpectedUser: 1,
  secondaryNeeds: 1,
  marketTrends: 1,
};

// Win: 2 points for each answered text field, 1 each for technology and talent readiness, 2 for clear differentiation (max 10).
export const WIN_SCORE_WEIGHTS: Readonly<Record<keyof Feasibility, number>> = {
  internalCapabilities: 2,
  externalAssets: 2,
  entryBarriers: 2,
  techReadiness: 1,
  talentReadiness: 1,
  differentiation: 2,
};

/** 0 to 10: the weights of the persona fields that are filled in. */
export function calculateRealScore(persona: UserPersona): number {
  return sumWeights(REAL_SCORE_WEIGHTS, (field) => isFilled(persona[field]));
}

/** 0 to 10: the weights of the answered text fields and ticked readiness boxes. */
export function calculateCanWinScore(feasibility: Feasibility): number {
  return sumWeights(WIN_SCORE_WEIGHTS, (field) => {
    const value = feasibility[field];
    return typeof value === 'boolean' ? value : isFilled(value);
  });
}

function sumWeights<K extends string>(
  weights: Readonly<Record<K, number>>,
  counts: (field: K) => boolean,
): number {
  const fields = Object.keys(weights) as K[];
  return fields.reduce((total, field) => (counts(field) ? total + weights[field] : total), 0);
}
