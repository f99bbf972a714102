import { describe, expect, it } from 'vitest';
import { portfolioEntry } from '../../../../domain/rww/portfolio-test-support';
import { OUTCOME_CHART, RISK_CHART, WORTH_MARK, largestFirst, markReach, outcomeLayout, riskLayout, worthMarkRadius } from './chart-layout';

const entry = portfolioEntry;

describe('the outcome chart', () => {
  it('puts each journey in its outcome’s column, stacking from the bottom, and counts each column', () => {
    const layout = outcomeLayout([entry('a'), entry('b', { outcome: 'passed' }), entry('c'), entry('d', { outcome: 'no-at-win' })]);
    expect(layout.counts).toEqual([2, 0, 0, 1, 0, 1]);
    const at = (id: string) => layout.points.find((point) => point.entry.id === id);
    const [a, b, c] = [at('a'), at('b'), at('c')];
    expect(a!.x).toBeLessThan(OUTCOME_CHART.columnWidth);
    expect(b!.x).toBeGreaterThan(5 * OUTCOME_CHART.columnWidth);
    expect(c!.y).toBe(a!.y);
    expect(c!.x - a!.x).toBe(OUTCOME_CHART.dotSpacing);
    expect(a!.y).toBeLessThan(layout.baseline);
  });

  it('grows taller rather than overlapping when a column holds many journeys', () => {
    const many = Array.from({ length: 40 }, (_, index) => entry(`j${index}`));
    const layout = outcomeLayout(many);
    const positions = new Set(layout.points.map((point) => `${point.x}:${point.y}`));
    expect(positions.size).toBe(40);
    expect(Math.min(...layout.points.map((point) => point.y))).toBeGreaterThan(0);
  });
});

describe('the risk matrix', () => {
  it('places a journey in the cell of its two answers: market across, product up', () => {
    const layout = riskLayout([entry('low', { risk: { marketNewness: 1, productNewness: 1 } }), entry('high', { risk: { marketNewness: 5, productNewness: 5 } })]);
    const [low, high] = ['low', 'high'].map((id) => layout.points.find((point) => point.entry.id === id));
    expect(low!.x).toBeLessThan(RISK_CHART.left + RISK_CHART.cell);
    expect(low!.y).toBeGreaterThan(RISK_CHART.top + 4 * RISK_CHART.cell);
    expect(high!.x).toBeGreaterThan(RISK_CHART.left + 4 * RISK_CHART.cell);
    expect(high!.y).toBeLessThan(RISK_CHART.top + RISK_CHART.cell);
  });

  it('leaves out journeys without both answers and says how many, and counts what a crowded cell cannot show', () => {
    const crowded = Array.from({ length: 11 }, (_, index) => entry(`c${index}`, { risk: { marketNewness: 3, productNewness: 2 } }));
    const layout = riskLayout([...crowded, entry('half', { risk: { marketNewness: 2, productNewness: null } })]);
    expect(layout.points).toHaveLength(RISK_CHART.perCell);
    expect(layout.overflow).toEqual([expect.objectContaining({ more: 2 })]);
    expect(layout.unplaced).toBe(1);
  });
});

describe('the marks’ sizes', () => {
  it('grow in area by the same step for each point of the Worth score; no score is smaller than any score', () => {
    const area = (worth: number) => worthMarkRadius(worth) ** 2;
    expect(area(4) - area(2)).toBeCloseTo(area(10) - area(8));
    expect(area(10)).toBeGreaterThan(area(6));
    expect(area(6)).toBeGreaterThan(area(2));
    expect(worthMarkRadius(null)).toBe(WORTH_MARK.unscoredRadius);
    expect(worthMarkRadius(null)).toBeLessThan(worthMarkRadius(2));
  });

  it('fit their places: the biggest mark, of the widest shape, is no wider than the space between two marks', () => {
    const widest = 2 * markReach(worthMarkRadius(10));
    expect(widest).toBeLessThanOrEqual(OUTCOME_CHART.dotSpacing);
    expect(widest).toBeLessThanOrEqual(RISK_CHART.cell / (RISK_CHART.perCellRow + 1));
  });

  it('are drawn largest first, so a small mark beside a large one stays on top', () => {
    const points = [entry('small', { scores: { real: null, win: null, worth: 2 } }), entry('none'), entry('big', { scores: { real: null, win: null, worth: 10 } })].map(
      (e) => ({ entry: e, x: 0, y: 0 }),
    );
    expect(largestFirst(points).map((point) => point.entry.id)).toEqual(['big', 'small', 'none']);
  });
});
