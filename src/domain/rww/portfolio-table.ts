import { csvFileText } from '../csv';
import { journeyRowTitle } from '../journey-list';
import { JOURNEY_STAGES } from '../journey-state';
import { PORTFOLIO_DECISION_LABELS, RWW_OUTCOME_LABELS, type PortfolioEntry } from './rww-portfolio';
import { RISK_ZONE_LABELS, riskZone } from './rww-risk';

export const NO_OWNER_LABEL = 'No owner (account deleted)';
export const NO_CHOSEN_IDEA_LABEL = 'None yet';

export const stageLabel = (stage: number): string => JOURNEY_STAGES[stage] ?? JOURNEY_STAGES[0];

export const hasRiskAnswers = (entry: Pick<PortfolioEntry, 'risk'>): boolean =>
  entry.risk.marketNewness !== null && entry.risk.productNewness !== null;

const score = (value: number | null) => (value === null ? 'N/A' : String(value));

function riskText(entry: PortfolioEntry): string {
  const zone = riskZone(entry.risk);
  if (!zone) return 'Not rated';
  return `Market ${entry.risk.marketNewness}, product ${entry.risk.productNewness}: ${RISK_ZONE_LABELS[zone]}`;
}

export interface PortfolioColumn {
  header: string;
  text(entry: PortfolioEntry): string;
}

/** The portfolio table's columns, in order: the screen's table and its CSV download both read them. */
export const PORTFOLIO_TABLE_COLUMNS: readonly PortfolioColumn[] = [
  { header: 'Journey', text: journeyRowTitle },
  { header: 'Owner', text: (entry) => entry.owner?.name ?? NO_OWNER_LABEL },
  { header: 'Stage', text: (entry) => stageLabel(entry.currentStage) },
  { header: 'Chosen idea', text: (entry) => entry.chosenIdea || NO_CHOSEN_IDEA_LABEL },
  { header: 'Outcome', text: (entry) => RWW_OUTCOME_LABELS[entry.outcome] },
  { header: 'Decision', text: (entry) => PORTFOLIO_DECISION_LABELS[entry.decision] },
  { header: 'Real', text: (entry) => score(entry.scores.real) },
  { header: 'Win', text: (entry) => score(entry.scores.win) },
  { header: 'Worth', text: (entry) => score(entry.scores.worth) },
  { header: 'Risk matrix', text: riskText },
  { header: 'Open questions', text: (entry) => String(entry.openQuestions) },
];

/** The table as a spreadsheet opens it: a header row, then one row a journey, in the order shown. */
export function portfolioCsv(entries: readonly PortfolioEntry[]): string {
  return csvFileText([
    PORTFOLIO_TABLE_COLUMNS.map((column) => column.header),
    ...entries.map((entry) => PORTFOLIO_TABLE_COLUMNS.map((column) => column.text(entry))),
  ]);
}
