import { RWW_OUTCOMES, RWW_OUTCOME_LABELS, PORTFOLIO_DECISION_LABELS, type PortfolioEntry } from '../../../../domain/rww/rww-portfolio';
import { journeyRowTitle } from '../journey-filters';
import { OUTCOME_CHART, largestFirst, outcomeLayout, worthMarkRadius, worthText } from './chart-layout';
import { DecisionMark } from './decision-marks';
import classes from './portfolio.module.css';

const TEXT = { fill: 'var(--mantine-color-text)' };
const RULE = { stroke: 'var(--mantine-color-default-border)' };

/**
 * Each journey a mark in the column of its R-W-W outcome, shaped and coloured by the team's decision and
 * sized by its Worth score;
 * clicking one opens the journey. Drawn for the eye: the table below says the same for screen readers
 * and keyboards, so the picture is hidden from them.
 */
export function OutcomeChart({ entries, onOpen }: { entries: readonly PortfolioEntry[]; onOpen(entry: PortfolioEntry): void }) {
  const layout = outcomeLayout(entries);
  const { columnWidth } = OUTCOME_CHART;
  return (
    // Focusable so a keyboard can scroll it on a narrow screen; the table below carries the same facts.
    <div className={classes.chartFrame} tabIndex={0} role="group" aria-label={`Chart of journeys by Real-Win-Worth outcome (scrolls sideways; the portfolio table lists the same journeys)`}>
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} width={layout.width} className={classes.chart} aria-hidden focusable="false">
        {RWW_OUTCOMES.map((outcome, column) => (
          <g key={outcome}>
            {column > 0 && <line x1={column * columnWidth} x2={column * columnWidth} y1={8} y2={layout.baseline} style={RULE} strokeDasharray="3 4" />}
            <text x={column * columnWidth + columnWidth / 2} y={layout.baseline + 18} textAnchor="middle" fontSize="12" style={TEXT}>
              {RWW_OUTCOME_LABELS[outcome]}
            </text>
            <text x={column * columnWidth + columnWidth / 2} y={layout.baseline + 34} textAnchor="middle" fontSize="12" style={{ ...TEXT, fontWeight: 700 }}>
              {layout.counts[column]}
            </text>
          </g>
        ))}
        <line x1={0} x2={layout.width} y1={layout.baseline} y2={layout.baseline} style={RULE} />
        {largestFirst(layout.points).map(({ entry, x, y }) => (
          <g key={entry.id} className={classes.point} onClick={() => onOpen(entry)} data-journey={entry.id}>
            <title>{`${journeyRowTitle(entry)}: ${RWW_OUTCOME_LABELS[entry.outcome]}, ${PORTFOLIO_DECISION_LABELS[entry.decision]}, ${worthText(entry)}`}</title>
            <DecisionMark decision={entry.decision} x={x} y={y} r={worthMarkRadius(entry.scores.worth)} />
          </g>
        ))}
      </svg>
    </div>
  );
}
