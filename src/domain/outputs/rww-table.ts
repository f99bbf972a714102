import type { JourneyState } from '../journey-state';
import { RWW_DECISION_LABELS, allStageGates, describeGate, openQuestions } from '../rww/rww-gates';
import { RWW_ANSWER_LABELS, RWW_ITEMS, RWW_STAGE_LABELS, groupOf } from '../rww/rww-items';
import { RISK_ZONE_LABELS, riskZone } from '../rww/rww-risk';
import { chosenIdeaScreen } from '../rww/rww-state';
import { NOT_AVAILABLE, type OutputContext, oneLine, tableCell } from './output-context';

export const NOT_ANSWERED = 'Not answered';
const SOMEONE = 'a team member';

export interface RwwTableRow {
  stage: string;
  group: string;
  question: string;
  /** 'Yes', 'Maybe', 'No' or 'Not answered': AI drafts nobody confirmed count for nothing. */
  answer: string;
  evidence: string;
  /** 'Confirmed AI draft' when a person confirmed the engine's draft; '' otherwise. */
  source: string;
}

export interface RwwTableModel {
  rows: RwwTableRow[];
  gates: { stage: string; status: string }[];
  openQuestions: { stage: string; question: string; owner: string; status: 'Open' | 'Done' }[];
  decisions: { stage: string; decision: string; reason: string; by: string; date: string }[];
  /** 'Market newness 2 of 5, product newness 4 of 5 (...)', or null until both are given. */
  risk: string | null;
  answered: number;
}

const nameIn = (ctx: Pick<OutputContext, 'memberNames'>) => (id: string | null) => (id && ctx.memberNames?.[id]) || SOMEONE;

/** The chosen idea's Real-Win-Worth screen as the outputs carry it: answers, evidence, open questions, decisions. */
export function buildRwwTable(state: JourneyState, ctx: Pick<OutputContext, 'memberNames'>): RwwTableModel {
  const screen = chosenIdeaScreen(state);
  const name = nameIn(ctx);
  const rows = RWW_ITEMS.map((item) => {
    const entry = screen.answers[item.id];
    return {
      stage: RWW_STAGE_LABELS[item.stage].short,
      group: groupOf(item).question,
      question: item.question,
      answer: entry?.answer ? RWW_ANSWER_LABELS[entry.answer] : NOT_ANSWERED,
      evidence: oneLine(entry?.evidence ?? ''),
      source: entry?.answer && entry.fromDraft ? 'Confirmed AI draft' : '',
    };
  });
  const gates = allStageGates(screen);
  const zone = riskZone(screen.risk);
  return {
    rows,
    gates: gates.map((gate) => ({ stage: RWW_STAGE_LABELS[gate.stage].short, status: describeGate(gate) })),
    openQuestions: openQuestions(screen).map((question) => ({
      stage: RWW_STAGE_LABELS[question.stage].short,
      question: question.question,
      owner: question.ownerId ? name(question.ownerId) : 'no owner yet',
      status: question.done ? 'Done' : 'Open',
    })),
    decisions: gates.flatMap((gate) => {
      const decision = gate.status === 'decided' ? gate.decision : null;
      if (!decision) return [];
      return [
        {
          stage: RWW_STAGE_LABELS[gate.stage].short,
          decision: RWW_DECISION_LABELS[decision.kind],
          reason: oneLine(decision.reason),
          by: name(decision.decidedBy),
          date: decision.decidedAt.slice(0, 10),
        },
      ];
    }),
    risk: zone
      ? `Market newness ${screen.risk.marketNewness} of 5, product newness ${screen.risk.productNewness} of 5 (${RISK_ZONE_LABELS[zone]})`
      : null,
    answered: rows.filter((row) => row.answer !== NOT_ANSWERED).length,
  };
}


/** The table and its lists in Markdown, for the pitch and BRD texts. */
export function rwwTableMarkdown(model: RwwTableModel): string {
  const table = [
    '| Stage | Question | Answer | Evidence |',
    '| --- | --- | --- | --- |',
    ...model.rows.map((row) => `| ${row.stage} | ${tableCell(row.question)} | ${row.answer}${row.source ? ` (${row.source})` : ''} | ${tableCell(row.evidence)} |`),
  ].join('\n');
  const gates = `**Gates:** ${model.gates.map((gate) => `${gate.stage}: ${gate.status}`).join('; ')}`;
  const risk = `**Risk matrix:** ${model.risk ?? NOT_AVAILABLE}`;
  const questions =
    model.openQuestions.length === 0
      ? '- None'
      : model.openQuestions.map((question) => `- ${question.status}: ${oneLine(question.question)} (${question.stage}; owner: ${oneLine(question.owner)})`).join('\n');
  const decisions =
    model.decisions.length === 0
      ? '- None recorded'
      : model.decisions
          .map((decision) => `- ${decision.stage}: ${decision.decision} (${oneLine(decision.by)}, ${decision.date})${decision.reason ? `. Reason: ${decision.reason}` : ''}`)
          .join('\n');
  return [table, gates, risk, `**Open questions**\n\n${questions}`, `**Decisions**\n\n${decisions}`].join('\n\n');
}
