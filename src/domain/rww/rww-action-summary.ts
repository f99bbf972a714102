import { type RwwAction } from './journey-reducer-rww';
import { RWW_DECISION_LABELS } from './rww-gates';
import { RWW_ANSWER_LABELS, RWW_STAGE_LABELS, rwwItem } from './rww-items';
import { RISK_QUESTIONS } from './rww-risk';

const quoted = (text: string) => `“${text}”`;
const item = (id: Parameters<typeof rwwItem>[0]) => quoted(rwwItem(id).question);



/** The activity list's line for a Real-Win-Worth change (journey-action-summary.ts asks for it). */
export function describeRwwAction(action: RwwAction): string {
  switch (action.type) {
    case 'setRwwAnswer':
      return action.answer ? `answered ${item(action.itemId)}: ${RWW_ANSWER_LABELS[action.answer]}` : `cleared the answer to ${item(action.itemId)}`;
    case 'setRwwEvidence':
      return `edited the evidence for ${item(action.itemId)}`;
    case 'receiveRwwDrafts':
      return `asked for ${action.drafts.length} AI ${action.drafts.length === 1 ? 'draft' : 'drafts'} of Real-Win-Worth answers (${action.engine || 'AI'})`;
    case 'confirmRwwDraft':
      return `confirmed the AI draft for ${item(action.itemId)}`;
    case 'discardRwwDrafts':
      return 'discarded the AI drafts of Real-Win-Worth answers';
    case 'recordRwwDecision':
      return `decided at ${RWW_STAGE_LABELS[action.stage].question}: ${RWW_DECISION_LABELS[action.kind]}`;
    case 'setRwwQuestionOwner':
      return action.ownerId ? `gave the open question ${item(action.itemId)} an owner` : `cleared the owner of the open question ${item(action.itemId)}`;
    case 'setRwwQuestionDone':
      return `${action.done ? 'ticked off' : 'reopened'} the open question ${item(action.itemId)}`;
    case 'setRwwRisk': {
      const changed = (['marketNewness', 'productNewness'] as const).filter((key) => action[key] !== undefined);
      return `rated ${changed.map((key) => RISK_QUESTIONS[key].short.toLowerCase()).join(' and ') || 'the risk matrix'}`;
    }
  }
}

/** Keystrokes in one evidence note fold into one change (journey-action-coalesce.ts asks); else null. */
export function mergedRwwActions(earlier: RwwAction, later: RwwAction): RwwAction | null {
  if (earlier.type !== 'setRwwEvidence' || later.type !== 'setRwwEvidence') return null;
  return earlier.ideaId === later.ideaId && earlier.itemId === later.itemId ? later : null;
}
