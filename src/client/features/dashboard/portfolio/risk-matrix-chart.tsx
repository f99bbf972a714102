import { PORTFOLIO_DECISION_LABELS, type PortfolioEntry } from '../../../../domain/rww/rww-portfolio';
import { RISK_LEVELS, RISK_QUESTIONS, type RiskZone, riskZone } from '../../../../domain/rww/rww-risk';
import { journeyRowTitle } from '../journey-filters';
import { RISK_CHART, largestFirst, riskLayout, worthMarkRadius, worthText } from './chart-layout';
import { DecisionMark } from './decision-marks';
import classes from './portfolio.module.css';

const TEXT = { fill: 'var(--mantine-color-text)' };
const ZONE_CLASS: Readonly<Record<RiskZone, string>> = {
  familiar: classes.familiar!,
  stretch: classes.stretch!,
  far: classes.far!,
};

/**
 * Day's risk matrix: how new the market (across) and the product or technology (up) are to the bank,
 * shaded from familiar ground to far from the core. Each journey a mark that opens it; hidden from
 * assistive technology, which reads the table instead.
 */
export function RiskMatrixChart({ entries, onOpen }: { entries: readonly PortfolioEntry[]; onOpen(entry: PortfolioEntry): void }) {
  const layout = riskLayout(entries);
  const { cell, left, top } = RISK_CHART;
  return (
    // Focusable so a keyboard can scroll it on a narrow screen; the table below carries the same facts.
    <div className={classes.chartFrame} tabIndex={0} role="group" aria-label={`Risk matrix chart (scrolls sideways; the portfolio table lists the same journeys)`}>
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} width={layout.width} className={classes.chart} aria-hidden focusable="false">
        {RISK_LEVELS.map((market) =>
          RISK_LEVELS.map((product) => (
            <rect
              key={`${market}:${product}`}
              x={left + (market - 1) * cell}
              y={top + (RISK_LEVELS.length - product) * cell}
              width={cell}
              height={cell}
              className={`${classes.zone} ${ZONE_CLASS[riskZone({ marketNewness: market, productNewness: product })!]}`}
            />
          )),
        )}
        {RISK_LEVELS.map((level) => (
          <g key={level}>
            <text x={left + (level - 0.5) * cell} y={top + layout.size + 16} textAnchor="middle" fontSize="12" style={TEXT}>
              {level}
            </text>
            <text x={left - 10} y={top + (RISK_LEVELS.length - level + 0.5) * cell + 4} textAnchor="end" fontSize="12" style={TEXT}>
              {level}
            </text>
          </g>
        ))}
        <text x={left + layout.size / 2} y={top + layout.size + 38} textAnchor="middle" fontSize="12" style={{ ...TEXT, fontWeight: 700 }}>
          {RISK_QUESTIONS.marketNewness.short} (1 to 5)
        </text>
        <text
          x={14}
          y={top + layout.size / 2}
          textAnchor="middle"
          fontSize="12"
          transform={`rotate(-90 14 ${top + layout.size / 2})`}
          style={{ ...TEXT, fontWeight: 700 }}
        >
          {RISK_QUESTIONS.productNewness.short} (1 to 5)
        </text>
        {largestFirst(layout.points).map(({ entry, x, y }) => (
          <g key={entry.id} className={classes.point} onClick={() => onOpen(entry)} data-journey={entry.id}>
            <title>{`${journeyRowTitle(entry)}: market ${entry.risk.marketNewness}, product ${entry.risk.productNewness}, ${PORTFOLIO_DECISION_LABELS[entry.decision]}, ${worthText(entry)}`}</title>
            <DecisionMark decision={entry.decision} x={x} y={y} r={worthMarkRadius(entry.scores.worth)} />
          </g>
        ))}
        {layout.overflow.map(({ x, y, more }) => (
          <text key={`${x}:${y}`} x={x} y={y} textAnchor="end" fontSize="11" style={{ ...TEXT, fontWeight: 700 }}>
            +{more}
          </text>
        ))}
      </svg>
    </div>
  );
}
