import { RWW_OUTCOMES, type PortfolioEntry } from '../../../../domain/rww/rww-portfolio';
import { RISK_LEVELS } from '../../../../domain/rww/rww-risk';

export interface PlacedPoint {
  entry: PortfolioEntry;
  x: number;
  y: number;
}

/**
 * Marks are sized by the Worth score (2 to 10): each point of the score adds the same area, on top of
 * a floor that keeps the smallest mark plainly visible. A journey without a Worth score gets a mark
 * smaller than any scored one.
 */
export const WORTH_MARK = { floorArea: 20, areaPerPoint: 10, unscoredRadius: 4.5, legendScores: [2, 6, 10] } as const;

export function worthMarkRadius(worth: number | null): number {
  if (worth === null || worth <= 0) return WORTH_MARK.unscoredRadius;
  return Math.sqrt(WORTH_MARK.floorArea + WORTH_MARK.areaPerPoint * worth);
}

/**
 * How far a mark of radius r reaches from its centre at most: a diamond or triangle of a circle's
 * area reaches further than the circle (decision-marks.tsx).
 */
export const markReach = (r: number) => r * Math.sqrt(Math.PI / 2);

/** What a mark's size says, in words, for its tooltip. */
export const worthText = (entry: PortfolioEntry) => (entry.scores.worth === null ? 'no Worth score yet' : `Worth ${entry.scores.worth}`);

/** The largest marks first, so a small one next to a large one is drawn on top and stays visible. */
export function largestFirst(points: readonly PlacedPoint[]): PlacedPoint[] {
  return [...points].sort((a, b) => (b.entry.scores.worth ?? 0) - (a.entry.scores.worth ?? 0));
}

/** x of the index-th of n marks laid out in rows of `perRow`, each row centred on `centre`. */
function centredRow(n: number, index: number, perRow: number, spacing: number, centre: number): number {
  const row = Math.floor(index / perRow);
  const inRow = Math.min(perRow, n - row * perRow);
  return centre + ((index % perRow) - (inRow - 1) / 2) * spacing;
}

/** The outcome chart: one column per outcome, each journey a dot stacked from the bottom of its column. */
export const OUTCOME_CHART = {
  columnWidth: 120,
  dotsPerRow: 4,
  dotSpacing: 28,
  top: 16,
  axisHeight: 44,
  minPlotHeight: 120,
} as const;

export function outcomeLayout(entries: readonly PortfolioEntry[]) {
  const { columnWidth, dotsPerRow, dotSpacing, top, axisHeight, minPlotHeight } = OUTCOME_CHART;
  const byOutcome = RWW_OUTCOMES.map((outcome) => entries.filter((entry) => entry.outcome === outcome));
  const rows = Math.max(1, ...byOutcome.map((list) => Math.ceil(list.length / dotsPerRow)));
  const plotHeight = Math.max(minPlotHeight, rows * dotSpacing + dotSpacing);
  const baseline = top + plotHeight;
  const points: PlacedPoint[] = byOutcome.flatMap((list, column) =>
    list.map((entry, index) => {
      const row = Math.floor(index / dotsPerRow);
      const x = centredRow(list.length, index, dotsPerRow, dotSpacing, column * columnWidth + columnWidth / 2);
      return { entry, x, y: baseline - dotSpacing / 2 - row * dotSpacing };
    }),
  );
  return {
    width: RWW_OUTCOMES.length * columnWidth,
    height: baseline + axisHeight,
    baseline,
    counts: byOutcome.map((list) => list.length),
    points,
  };
}

/** Day's risk matrix: market newness left to right, product newness bottom to top, 1 to 5 each. */
export const RISK_CHART = {
  cell: 112,
  left: 56,
  top: 12,
  bottom: 48,
  perCellRow: 3,
  perCell: 9,
} as const;

export function riskLayout(entries: readonly PortfolioEntry[]) {
  const { cell, left, top, bottom, perCellRow, perCell } = RISK_CHART;
  const size = RISK_LEVELS.length * cell;
  const placed = entries.filter((entry) => entry.risk.marketNewness !== null && entry.risk.productNewness !== null);
  const cells = new Map<string, PortfolioEntry[]>();
  for (const entry of placed) {
    const key = `${entry.risk.marketNewness}:${entry.risk.productNewness}`;
    cells.set(key, [...(cells.get(key) ?? []), entry]);
  }
  const points: PlacedPoint[] = [];
  const overflow: { x: number; y: number; more: number }[] = [];
  const spacing = cell / (perCellRow + 1);
  for (const [key, list] of cells) {
    const [market, product] = key.split(':').map(Number) as [number, number];
    const cellLeft = left + (market - 1) * cell;
    const cellTop = top + (RISK_LEVELS.length - product) * cell;
    const shown = list.slice(0, perCell);
    const rows = Math.ceil(shown.length / perCellRow);
    shown.forEach((entry, index) => {
      const x = centredRow(shown.length, index, perCellRow, spacing, cellLeft + cell / 2);
      const y = cellTop + cell / 2 + (Math.floor(index / perCellRow) - (rows - 1) / 2) * spacing;
      points.push({ entry, x, y });
    });
    if (list.length > perCell) overflow.push({ x: cellLeft + cell - 4, y: cellTop + 12, more: list.length - perCell });
  }
  return { width: left + size + 8, height: top + size + bottom, size, points, overflow, unplaced: entries.length - placed.length };
}
