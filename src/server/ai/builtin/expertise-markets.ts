import type { IdeaPattern } from '../../../domain/idea-pattern-schema';

type Market = IdeaPattern['market'];

/**
 * Expertise that only makes sense for some customers: consumer-vulnerability safeguards do not
 * belong on a corporate product, nor trade finance on a retail one. Unlisted phrases fit all.
 */
const MARKETS_OF_EXPERTISE: Readonly<Record<string, readonly Market[]>> = {
  'retail deposit products': ['consumer'],
  'cards and consumer lending': ['consumer'],
  'consumer credit regulation': ['consumer'],
  'customer vulnerability': ['consumer', 'wealth'],
  'cash-flow lending': ['business'],
  'business onboarding (KYB)': ['business'],
  'trade finance': ['business'],
  'treasury and liquidity': ['business', 'wealth'],
  'electronic trade documents': ['business'],
  'investment advisory': ['wealth'],
  'Lombard lending': ['wealth'],
  suitability: ['wealth', 'consumer'],
  'succession planning': ['wealth', 'business'],
  'adviser productivity': ['wealth'],
};

export function expertiseFitsMarket(phrase: string, market: Market): boolean {
  return MARKETS_OF_EXPERTISE[phrase]?.includes(market) ?? true;
}
