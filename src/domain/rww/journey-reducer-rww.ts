import type { JourneyState } from '../journey-state';
import { RWW_ITEM_IDS, type RwwAnswer, type RwwItemId, type RwwStage } from './rww-items';
import { noItemsOf } from './rww-gates';
import {
  RWW_LIMITS,
  type RwwDecisionKind,
  type RwwItemAnswer,
  type RwwScreen,
  createRwwScreen,
  riskLevelSchema,
  rwwDecisionInputSchema,
} from './rww-state';

export interface RwwDraftInput {
  itemId: RwwItemId;
  answer: RwwAnswer;
  reason: string;
}

/**
 * Changes to the Real-Win-Worth screen of the chosen idea. Each names the idea it was made for, the
 * person and the time, so the reducer stays pure and a change made for an idea that is no longer the
 * chosen one changes nothing.
 */
export type RwwAction =
  | { type: 'setRwwAnswer'; ideaId: string; itemId: RwwItemId; answer: RwwAnswer | null; userId: string; at: string }
  | { type: 'setRwwEvidence'; ideaId: string; itemId: RwwItemId; evidence: string; at: string }
  | { type: 'receiveRwwDrafts'; ideaId: string; drafts: RwwDraftInput[]; engine: string; at: string }
  | { type: 'confirmRwwDraft'; ideaId: string; itemId: RwwItemId; userId: string; at: string }
  | { type: 'discardRwwDrafts'; ideaId: string; at: string }
  | { type: 'recordRwwDecision'; ideaId: string; stage: RwwStage; kind: RwwDecisionKind; reason: string; userId: string; at: string }
  | { type: 'setRwwQuestionOwner'; ideaId: string; itemId: RwwItemId; ownerId: string | null; at: string }
  | { type: 'setRwwQuestionDone'; ideaId: string; itemId: RwwItemId; done: boolean; userId: string; at: string }
  | { type: 'setRwwRisk'; ideaId: string; marketNewness?: number | null; productNewness?: number | null; at: string };

/** An action as a screen makes it; the idea and the time are added where it is sent. */
export type RwwChange = WithoutOrigin<RwwAction>;
/** Omit over each member of a union, not over the union as a whole. */
type WithoutOrigin<Action> = Action extends unknown ? Omit<Action, 'ideaId' | 'at'> : never;

export const RWW_ACTION_TYPES = [
  'setRwwAnswer',
  'setRwwEvidence',
  'receiveRwwDrafts',
  'confirmRwwDraft',
  'discardRwwDrafts',
  'recordRwwDecision',
  'setRwwQuestionOwner',
  'setRwwQuestionDone',
  'setRwwRisk',
] as const satisfies readonly RwwAction['type'][];

export function isRwwAction(action: { type: string }): action is RwwAction {
  return (RWW_ACTION_TYPES as readonly string[]).includes(action.type);
}

const EMPTY_ANSWER: RwwItemAnswer = { answer: null, evidence: '', answeredBy: null, answeredAt: null, fromDraft: null };

/** Makes room for a new screen by dropping the one started longest ago. */
function withRoomFor(screens: Record<string, RwwScreen>): Record<string, RwwScreen> {
  const ids = Object.keys(screens);
  if (ids.length < RWW_LIMITS.screens) return screens;
  const oldest = ids.reduce((first, id) => (screens[id]!.startedAt < screens[first]!.startedAt ? id : first));
  const { [oldest]: _dropped, ...rest } = screens;
  return rest;
}

function changeScreen(state: JourneyState, action: RwwAction, change: (screen: RwwScreen) => RwwScreen): JourneyState {
  if (state.selectedIdea?.id !== action.ideaId) return state;
  const existing = state.rwwScreens[action.ideaId];
  const before = existing ?? createRwwScreen(action.at);
  const next = change(before);
  if (next === before) return state;
  const screens = existing ? state.rwwScreens : withRoomFor(state.rwwScreens);
  return { ...state, rwwScreens: { ...screens, [action.ideaId]: next } };
}

function withAnswer(screen: RwwScreen, itemId: RwwItemId, answer: Partial<RwwItemAnswer>): RwwScreen {
  const { [itemId]: _draft, ...drafts } = screen.drafts;
  const current = screen.answers[itemId] ?? EMPTY_ANSWER;
  return { ...screen, drafts, answers: { ...screen.answers, [itemId]: { ...current, ...answer } } };
}

function setAnswer(screen: RwwScreen, action: Extract<RwwAction, { type: 'setRwwAnswer' }>): RwwScreen {
  const answered = action.answer !== null;
  return withAnswer(screen, action.itemId, {
    answer: action.answer,
    answeredBy: answered ? action.userId : null,
    answeredAt: answered ? action.at : null,
    fromDraft: null,
  });
}

function confirmDraft(screen: RwwScreen, action: Extract<RwwAction, { type: 'confirmRwwDraft' }>): RwwScreen {
  const draft = screen.drafts[action.itemId];
  if (!draft) return screen;
  return withAnswer(screen, action.itemId, {
    answer: draft.answer,
    answeredBy: action.userId,
    answeredAt: action.at,
    fromDraft: { engine: draft.engine, reason: draft.reason },
  });
}

/** New drafts replace older ones; an item a person has answered keeps its answer and gets none. */
function receiveDrafts(screen: RwwScreen, action: Extract<RwwAction, { type: 'receiveRwwDrafts' }>): RwwScreen {
  const drafts = { ...screen.drafts };
  for (const draft of action.drafts) {
    if (!isItemId(draft.itemId) || screen.answers[draft.itemId]?.answer) continue;
    drafts[draft.itemId] = {
      answer: draft.answer,
      reason: draft.reason.slice(0, RWW_LIMITS.draftReason),
      engine: action.engine.slice(0, RWW_LIMITS.engineLabel),
      draftedAt: action.at,
    };
  }
  return { ...screen, drafts };
}

function recordDecision(screen: RwwScreen, action: Extract<RwwAction, { type: 'recordRwwDecision' }>): RwwScreen {
  if (!rwwDecisionInputSchema.safeParse({ kind: action.kind, reason: action.reason }).success) return screen;
  const decision = {
    kind: action.kind,
    reason: action.reason.trim(),
    decidedBy: action.userId,
    decidedAt: action.at,
    noItems: noItemsOf(screen, action.stage),
  };
  return { ...screen, decisions: { ...screen.decisions, [action.stage]: decision } };
}

function changeQuestion(
  screen: RwwScreen,
  itemId: RwwItemId,
  change: Partial<RwwScreen['openQuestions'][RwwItemId]>,
): RwwScreen {
  if (screen.answers[itemId]?.answer !== 'maybe') return screen;
  const current = screen.openQuestions[itemId] ?? { ownerId: null, done: false, doneBy: null, doneAt: null };
  return { ...screen, openQuestions: { ...screen.openQuestions, [itemId]: { ...current, ...change } } };
}

function setRisk(screen: RwwScreen, action: Extract<RwwAction, { type: 'setRwwRisk' }>): RwwScreen {
  const valid = (level: number | null | undefined) => level === undefined || level === null || riskLevelSchema.safeParse(level).success;
  if (!valid(action.marketNewness) || !valid(action.productNewness)) return screen;
  const risk = { ...screen.risk };
  if (action.marketNewness !== undefined) risk.marketNewness = action.marketNewness;
  if (action.productNewness !== undefined) risk.productNewness = action.productNewness;
  return { ...screen, risk };
}

function applyToScreen(screen: RwwScreen, action: RwwAction): RwwScreen {
  switch (action.type) {
    case 'setRwwAnswer':
      return setAnswer(screen, action);
    case 'setRwwEvidence': {
      const current = screen.answers[action.itemId] ?? EMPTY_ANSWER;
      const evidence = action.evidence.slice(0, RWW_LIMITS.evidence);
      return { ...screen, answers: { ...screen.answers, [action.itemId]: { ...current, evidence } } };
    }
    case 'receiveRwwDrafts':
      return receiveDrafts(screen, action);
    case 'confirmRwwDraft':
      return confirmDraft(screen, action);
    case 'discardRwwDrafts':
      return Object.keys(screen.drafts).length === 0 ? screen : { ...screen, drafts: {} };
    case 'recordRwwDecision':
      return recordDecision(screen, action);
    case 'setRwwQuestionOwner':
      return changeQuestion(screen, action.itemId, { ownerId: action.ownerId });
    case 'setRwwQuestionDone':
      return changeQuestion(screen, action.itemId, {
        done: action.done,
        doneBy: action.done ? action.userId : null,
        doneAt: action.done ? action.at : null,
      });
    case 'setRwwRisk':
      return setRisk(screen, action);
  }
}

const isItemId = (id: string): id is RwwItemId => (RWW_ITEM_IDS as readonly string[]).includes(id);

export function rwwReducer(state: JourneyState, action: RwwAction): JourneyState {
  if ('itemId' in action && !isItemId(action.itemId)) return state;
  return changeScreen(state, action, (screen) => applyToScreen(screen, action));
}
