import { Group, Text } from '@mantine/core';
import { PORTFOLIO_DECISIONS, PORTFOLIO_DECISION_LABELS, type PortfolioDecision } from '../../../../domain/rww/rww-portfolio';

/** Colour and shape together, so the decision reads without colour vision too; Mantine's colours follow the scheme. */
export const DECISION_MARKS: Readonly<Record<PortfolioDecision, { colour: string; shape: 'circle' | 'ring' | 'diamond' | 'triangle' | 'square' }>> = {
  none: { colour: 'var(--mantine-color-gray-6)', shape: 'circle' },
  needed: { colour: 'var(--mantine-color-red-6)', shape: 'ring' },
  continue: { colour: 'var(--mantine-color-teal-6)', shape: 'diamond' },
  pivot: { colour: 'var(--mantine-color-orange-6)', shape: 'triangle' },
  stop: { colour: 'var(--mantine-color-red-8)', shape: 'square' },
};

/** One journey's mark, centred on (x, y). */
export function DecisionMark({ decision, x, y, r = 7 }: { decision: PortfolioDecision; x: number; y: number; r?: number }) {
  const { colour, shape } = DECISION_MARKS[decision];
  const style = { fill: colour, stroke: 'var(--mantine-color-body)', strokeWidth: 1.5 };
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} style={style} />;
    case 'ring':
      return <circle cx={x} cy={y} r={r - 1} style={{ fill: 'var(--mantine-color-body)', stroke: colour, strokeWidth: 3 }} />;
    case 'diamond':
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`} style={style} />;
    case 'triangle':
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`} style={style} />;
    case 'square':
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} style={style} />;
  }
}

export function DecisionLegend() {
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Decisions in the charts">
      {PORTFOLIO_DECISIONS.map((decision) => (
        <Group key={decision} gap={6} component="li" wrap="nowrap">
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden>
            <DecisionMark decision={decision} x={9} y={9} r={6} />
          </svg>
          <Text size="sm">{PORTFOLIO_DECISION_LABELS[decision]}</Text>
        </Group>
      ))}
    </Group>
  );
}
