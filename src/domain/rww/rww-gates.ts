import type { CheckResult } from '../journey-validation';
import { RWW_STAGES, RWW_STAGE_LABELS, type RwwAnswer, type RwwItemId, type RwwStage, itemsOfStage, rwwItem } from './rww-items';
import type { RwwDecision, RwwOpenQuestion, RwwScreen } from './rww-state';

/**
 * Where a stage of the screen stands. Day's screen is worked in order, as gates:
 * - open: not every item has a confirmed answer, and none is No;
 * - passed: every item answered, none No;
 * - red: a No that no recorded decision covers (a No given after the decision counts as new);
 * - decided: every No is covered by the team's recorded decision.
 */
export type GateStatus = 'open' | 'passed' | 'red' | 'decided';

export interface StageGate {
  stage: RwwStage;
  status: GateStatus;
  total: number;
  answered: number;
  counts: Record<RwwAnswer, number>;
  noItems: RwwItemId[];
  /** The decision in force, when one covers every current No (or was recorded before the Nos went). */
  decision: RwwDecision | null;
}

/** Confirmed answers only: drafts count for nothing. */
export function confirmedAnswer(screen: RwwScreen, itemId: RwwItemId): RwwAnswer | null {
  return screen.answers[itemId]?.answer ?? null;
}

export function noItemsOf(screen: RwwScreen, stage: RwwStage): RwwItemId[] {
  return itemsOfStage(stage)
    .map((entry) => entry.id)
    .filter((id) => confirmedAnswer(screen, id) === 'no');
}

function covers(decision: RwwDecision | undefined, noItems: readonly RwwItemId[]): decision is RwwDecision {
  return decision !== undefined && noItems.every((id) => decision.noItems.includes(id));
}

export function stageGate(screen: RwwScreen, stage: RwwStage): StageGate {
  const ids = itemsOfStage(stage).map((entry) => entry.id);
  const counts: Record<RwwAnswer, number> = { yes: 0, maybe: 0, no: 0 };
  for (const id of ids) {
    const answer = confirmedAnswer(screen, id);
    if (answer) counts[answer] += 1;
  }
  const answered = counts.yes + counts.maybe + counts.no;
  const noItems = noItemsOf(screen, stage);
  const recorded = screen.decisions[stage];
  const base = { stage, total: ids.length, answered, counts, noItems };
  if (noItems.length > 0) {
    return covers(recorded, noItems) ? { ...base, status: 'decided', decision: recorded } : { ...base, status: 'red', decision: null };
  }
  return { ...base, status: answered === ids.length ? 'passed' : 'open', decision: recorded ?? null };
}

/** How a decision reads wherever it is shown. */
export const RWW_DECISION_LABELS = { stop: 'Stop', pivot: 'Go back and pick another idea', continue: 'Continue' } as const;

/** The gate in a few words: "3 of 7 answered", "Passed: no No", "Red: decision needed", "Decided: Continue". */
export function describeGate(gate: StageGate): string {
  switch (gate.status) {
    case 'red':
      return 'Red: decision needed';
    case 'decided':
      return `Decided: ${RWW_DECISION_LABELS[gate.decision!.kind]}`;
    case 'passed':
      return 'Passed: no No';
    case 'open':
      return `${gate.answered} of ${gate.total} answered`;
  }
}

export function allStageGates(screen: RwwScreen): StageGate[] {
  return RWW_STAGES.map((stage) => stageGate(screen, stage));
}

export const GATE_MESSAGES = {
  decisionNeeded: {
    title: 'Decision needed',
    message: 'A No turns this stage red. Record the team’s decision first: stop, go back and pick another idea, or continue with a reason.',
  },
  stopped: {
    title: 'Idea stopped',
    message: 'The team decided to stop this idea. Change the decision to go on with it.',
  },
  pivoted: {
    title: 'Another idea to pick',
    message: 'The team decided to go back and pick another idea. Change the decision to go on with this one.',
  },
} as const;

/** Whether the stage lets the team move on: a red gate needs a decision, and only "continue" goes on. */
export function checkStageGate(screen: RwwScreen, stage: RwwStage): CheckResult {
  const gate = stageGate(screen, stage);
  if (gate.status === 'red') return { ok: false, ...GATE_MESSAGES.decisionNeeded };
  if (gate.status === 'decided' && gate.decision?.kind === 'stop') return { ok: false, ...GATE_MESSAGES.stopped };
  if (gate.status === 'decided' && gate.decision?.kind === 'pivot') return { ok: false, ...GATE_MESSAGES.pivoted };
  return { ok: true };
}

/** Before the pitch: every stage's gate, in order; the first that holds the team back says so. */
export function checkAllStageGates(screen: RwwScreen): CheckResult {
  for (const stage of RWW_STAGES) {
    const check = checkStageGate(screen, stage);
    if (!check.ok) return stage === 'worth' ? check : { ...check, message: `${RWW_STAGE_LABELS[stage].question} ${check.message}` };
  }
  return { ok: true };
}

export interface OpenQuestionEntry extends RwwOpenQuestion {
  itemId: RwwItemId;
  stage: RwwStage;
  question: string;
}

/** Every confirmed Maybe is an open question, in screen order, with its owner and done tick. */
export function openQuestions(screen: RwwScreen, stage?: RwwStage): OpenQuestionEntry[] {
  const ids = (stage ? itemsOfStage(stage) : RWW_STAGES.flatMap(itemsOfStage)).map((entry) => entry.id);
  return ids
    .filter((id) => confirmedAnswer(screen, id) === 'maybe')
    .map((id) => {
      const tracking = screen.openQuestions[id] ?? { ownerId: null, done: false, doneBy: null, doneAt: null };
      const entry = rwwItem(id);
      return { ...tracking, itemId: id, stage: entry.stage, question: entry.question };
    });
}
