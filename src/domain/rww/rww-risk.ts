import type { RwwRisk } from './rww-state';

/**
 * Day's risk matrix: the further an idea is from the markets the bank serves and the products and
 * technologies it knows, the likelier it is to fail. Two answers on the Real page, 1 to 5 each.
 */
export const RISK_QUESTIONS = {
  marketNewness: {
    label: 'How new is the market to the bank?',
    short: 'Market newness',
    ends: ['1: customers and markets we serve today', '5: a market we have never served'],
  },
  productNewness: {
    label: 'How new is the product or technology to the bank?',
    short: 'Product newness',
    ends: ['1: a change to something we offer today', '5: new to us and to the market'],
  },
} as const;

export const RISK_LEVELS = [1, 2, 3, 4, 5] as const;

export type RiskZone = 'familiar' | 'stretch' | 'far';

export const RISK_ZONE_LABELS: Readonly<Record<RiskZone, string>> = {
  familiar: 'Close to the core: lower risk of failure',
  stretch: 'A stretch: moderate risk',
  far: 'Far from the core: high risk of failure',
};

/**
 * The matrix's bands, read along its diagonal: both answers low is familiar ground, both high (or
 * one at the very edge) is far from the core, and the rest is a stretch.
 */
export function riskZone(risk: RwwRisk): RiskZone | null {
  const { marketNewness: market, productNewness: product } = risk;
  if (market === null || product === null) return null;
  const total = market + product;
  if (total <= 4) return 'familiar';
  if (total >= 8 || Math.max(market, product) === 5) return 'far';
  return 'stretch';
}
