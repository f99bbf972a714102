import type { IdeaPattern, PatternCatalogue } from './pattern-types';
import { corporateFinancePatterns } from './patterns-corporate-finance';
import { corporateOperationsPatterns } from './patterns-corporate-operations';
import { retailEverydayPatterns } from './patterns-retail-everyday';
import { retailLendingPatterns } from './patterns-retail-lending';
import { domainPatterns, genericPatterns } from './patterns-shared';
import { wealthFamilyPatterns } from './patterns-wealth-family';
import { wealthInvestingPatterns } from './patterns-wealth-investing';
import { stem, tokenize } from './text';

/** The banking catalogue's domains and their subdomains (SPEC section 3). */
export const SUBDOMAINS_BY_DOMAIN: Readonly<Record<string, readonly string[]>> = {
  retail_banking: [
    'deposits_accounts',
    'cards_payments',
    'personal_financing',
    'home_financing',
    'insurance',
    'digital_services',
  ],
  corporate_sme_banking: [
    'business_accounts',
    'credit_lending',
    'trade_treasury',
    'payments_collection',
    'sme_services',
  ],
  wealth_management: [
    'investments',
    'premium_deposits',
    'alt_investments',
    'wealth_financing',
    'trust_estate',
    'concierge_advisory',
  ],
};

export const SUBDOMAIN_PATTERNS: PatternCatalogue = {
  ...retailEverydayPatterns,
  ...retailLendingPatterns,
  ...corporateOperationsPatterns,
  ...corporateFinancePatterns,
  ...wealthInvestingPatterns,
  ...wealthFamilyPatterns,
};

export { domainPatterns, genericPatterns };

/** Where the composer looks for patterns, most specific first. */
export interface PatternPool {
  subdomain: readonly IdeaPattern[];
  domain: readonly IdeaPattern[];
  generic: readonly IdeaPattern[];
}

const ALIASES: Readonly<Record<string, string>> = { alternative: 'alt', and: '' };

/**
 * Catalogue selections may arrive as ids ("cards_payments") or as the numbered names the UI
 * stores ("1.2 Cards & Payments", SPEC section 3), so both are reduced to the same key.
 */
export function canonicalKey(value: string): string {
  return tokenize(value.replace(/_/g, ' '))
    .filter((word) => !/^\d+$/.test(word))
    .map((word) => ALIASES[word] ?? stem(word))
    .filter(Boolean)
    .join('_');
}

function findKey(keys: Iterable<string>, wanted: string): string | undefined {
  const canonical = canonicalKey(wanted);
  if (!canonical) return undefined;
  for (const key of keys) if (canonicalKey(key) === canonical) return key;
  return undefined;
}

/** The patterns for a selection; unknown ids fall back to domain-level, then generic patterns. */
export function patternPoolFor(domainId: string, subdomainId: string): PatternPool {
  const subdomainKey = findKey(Object.keys(SUBDOMAIN_PATTERNS), subdomainId);
  const ownerDomain = Object.entries(SUBDOMAINS_BY_DOMAIN).find(
    ([, subdomains]) => subdomainKey !== undefined && subdomains.includes(subdomainKey),
  )?.[0];
  const domainKey = ownerDomain ?? findKey(Object.keys(domainPatterns), domainId);
  const subdomain = subdomainKey ? (SUBDOMAIN_PATTERNS[subdomainKey] ?? []) : [];
  const domain = domainKey ? (domainPatterns[domainKey] ?? []) : Object.values(domainPatterns).flat();
  return { subdomain, domain, generic: genericPatterns };
}

export function allPatterns(): IdeaPattern[] {
  return [...Object.values(SUBDOMAIN_PATTERNS), ...Object.values(domainPatterns), genericPatterns].flat();
}
