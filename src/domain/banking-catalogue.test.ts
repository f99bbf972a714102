import { describe, expect, it } from 'vitest';
import * as tablerIcons from '@tabler/icons-react';
import {
  BANKING_DOMAINS,
  focusAreaLabel,
  getDomain,
  getSubdomain,
  subdomainBelongsTo,
} from './banking-catalogue';

const pascalCase = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

describe('BANKING_DOMAINS', () => {
  it('holds exactly the catalogue of SPEC section 3', () => {
    const ids = Object.fromEntries(BANKING_DOMAINS.map((d) => [d.id, d.subdomains.map((s) => s.id)]));
    expect(ids).toEqual({
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
    });
  });

  it('numbers domains and subdomains in order', () => {
    expect(BANKING_DOMAINS.map((d) => d.name)).toEqual([
      '1. Retail Banking',
      '2. Corporate & SME Banking',
      '3. Wealth Management',
    ]);
    BANKING_DOMAINS.forEach((domain, d) => {
      domain.subdomains.forEach((subdomain, s) => {
        expect(subdomain.name.startsWith(`${d + 1}.${s + 1} `), subdomain.name).toBe(true);
      });
    });
    expect(getSubdomain('retail_banking', 'deposits_accounts')?.name).toBe('1.1 Deposits & Accounts');
  });

  it('describes each domain in one sentence and names a real Tabler icon', () => {
    for (const domain of BANKING_DOMAINS) {
      expect(domain.description).toMatch(/^[A-Z][^.]+\.$/);
      expect(Object.keys(tablerIcons)).toContain(`Icon${pascalCase(domain.icon)}`);
    }
  });
});

describe('catalogue look-ups', () => {
  it('finds domains and subdomains by id', () => {
    expect(getDomain('wealth_management')?.name).toBe('3. Wealth Management');
    expect(getDomain('crypto')).toBeUndefined();
    expect(getSubdomain('corporate_sme_banking', 'trade_treasury')?.name).toBe('2.3 Trade & Treasury');
    expect(getSubdomain('retail_banking', 'trade_treasury')).toBeUndefined();
    expect(getSubdomain('nope', 'insurance')).toBeUndefined();
  });

  it('says whether a subdomain belongs to a domain', () => {
    expect(subdomainBelongsTo('retail_banking', 'insurance')).toBe(true);
    expect(subdomainBelongsTo('wealth_management', 'insurance')).toBe(false);
    expect(subdomainBelongsTo('', 'insurance')).toBe(false);
    expect(subdomainBelongsTo('retail_banking', '')).toBe(false);
  });

  it('labels the focus area as Domain > Subdomain', () => {
    expect(focusAreaLabel('wealth_management', 'trust_estate')).toBe(
      '3. Wealth Management > 3.5 Trust & Estate',
    );
    expect(focusAreaLabel('wealth_management', '')).toBe('3. Wealth Management');
    expect(focusAreaLabel('wealth_management', 'insurance')).toBe('3. Wealth Management');
    expect(focusAreaLabel('', '')).toBe('');
    expect(focusAreaLabel('unknown', 'insurance')).toBe('');
  });
});
