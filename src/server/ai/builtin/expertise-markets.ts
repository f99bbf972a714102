import type { IdeaPattern } from '../../../domain/idea-pattern-schema';

type Market = IdeaPattern['market'];

/**
 * Expertise that only makes sense for some customers: consumer-vulnerability safeguards do not
 * belong on a corporate product, nor trade finance on a retail one. Unlisted phrases fit all.
 */
const MARKETS_OF_EXPERTISE: Readonly<Record<string, readonly Market[]>> = {
  'retail deposit products': ['consumer', 'wealth'],
  'cards and consumer lending': ['consumer', 'wealth'],
  'consumer credit regulation': ['consumer'],
  'customer vulnerability': ['consumer', 'wealth'],
  'cash-flow lending': ['business'],
  'business onboarding (KYB)': ['business', 'wealth'],
  'trade finance': ['business'],
  'electronic trade documents': ['business'],
  'treasury and liquidity': ['business', 'wealth'],
  'investment advisory': ['wealth', 'consumer'],
  'Lombard lending': ['wealth'],
  'succession planning': ['wealth', 'business'],
  'adviser productivity': ['wealth', 'business'],
};

export function expertiseFitsMarket(phrase: string, market: Market): boolean {
  return MARKETS_OF_EXPERTISE[phrase]?.includes(market) ?? true;
}
