import type { PortfolioDecision } from '../../../../domain/rww/rww-portfolio';
import { markReach } from './chart-layout';

/**
 * Colour and shape together, so the decision reads without colour vision too. The colours are
 * portfolio.module.css's, one set for each colour scheme, each at 3:1 or more against the page.
 */
export const DECISION_MARKS: Readonly<Record<PortfolioDecision, { colour: string; shape: 'circle' | 'ring' | 'diamond' | 'triangle' | 'square' }>> = {
  none: { colour: 'var(--decision-none)', shape: 'circle' },
  needed: { colour: 'var(--decision-needed)', shape: 'ring' },
  continue: { colour: 'var(--decision-continue)', shape: 'diamond' },
  pivot: { colour: 'var(--decision-pivot)', shape: 'triangle' },
  stop: { colour: 'var(--decision-stop)', shape: 'square' },
};

/**
 * One journey's mark, centred on (x, y). Every shape covers the area of a circle of radius r, so a
 * mark's size (the Worth score in the charts) reads the same whatever the decision.
 */
export function DecisionMark({ decision, x, y, r = 7 }: { decision: PortfolioDecision; x: number; y: number; r?: number }) {
  const { colour, shape } = DECISION_MARKS[decision];
  // The outline in the page's colour keeps touching marks apart and the mark clear of the matrix's bands.
  const style = { fill: colour, stroke: 'var(--mantine-color-body)', strokeWidth: 1.5, strokeLinejoin: 'round' as const };
  // Half the diagonal of a diamond, and half the base (and height) of the triangle, of a circle's area.
  const reach = markReach(r);
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} style={style} />;
    case 'ring':
      return <circle cx={x} cy={y} r={Math.max(r - 1.5, 1.5)} style={{ fill: 'var(--mantine-color-body)', stroke: colour, strokeWidth: 3 }} />;
    case 'diamond':
      return <polygon points={`${x},${y - reach} ${x + reach},${y} ${x},${y + reach} ${x - reach},${y}`} style={style} />;
    case 'triangle':
      return <polygon points={`${x},${y - reach} ${x + reach},${y + reach} ${x - reach},${y + reach}`} style={style} />;
    case 'square': {
      const half = (r * Math.sqrt(Math.PI)) / 2;
      return <rect x={x - half} y={y - half} width={half * 2} height={half * 2} style={style} />;
    }
  }
}
