import { describe, expect, it } from 'vitest';
import { ideaTitle, usableAngles } from './compose-ideas';
import {
  allPatterns,
  canonicalKey,
  domainPatterns,
  patternPoolFor,
  SUBDOMAIN_PATTERNS,
  SUBDOMAINS_BY_DOMAIN,
} from './idea-patterns';
import { LENS_ANGLES } from './lens-angles';

const CATEGORIES = ['consultant', 'technologist', 'banker'] as const;

describe('idea pattern catalogue', () => {
  it('covers all 17 subdomains with at least six patterns each', () => {
    const subdomains = Object.values(SUBDOMAINS_BY_DOMAIN).flat();
    expect(subdomains).toHaveLength(17);
    expect(Object.keys(SUBDOMAIN_PATTERNS).sort()).toEqual([...subdomains].sort());
    for (const id of subdomains) expect(SUBDOMAIN_PATTERNS[id]?.length, id).toBeGreaterThanOrEqual(6);
    expect(Object.keys(domainPatterns).sort()).toEqual(Object.keys(SUBDOMAINS_BY_DOMAIN).sort());
  });

  it('has unique ids and complete texts', () => {
    const patterns = allPatterns();
    expect(new Set(patterns.map((p) => p.id)).size).toBe(patterns.length);
    for (const p of patterns) {
      for (const text of [p.title, p.what, p.who, p.pain, p.risk])
        expect(text.trim().length, p.id).toBeGreaterThan(2);
      expect(p.what.length, p.id).toBeGreaterThan(40);
      expect(p.lenses.length, p.id).toBeGreaterThan(0);
      expect(p.keywords.length, p.id).toBeGreaterThan(0);
    }
  });

  it('gives every subdomain at least two patterns that fit each lens', () => {
    for (const [id, patterns] of Object.entries(SUBDOMAIN_PATTERNS)) {
      for (const lens of CATEGORIES) {
        expect(
          patterns.filter((p) => p.lenses.includes(lens)).length,
          `${id} ${lens}`,
        ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has several angles per lens, and at least four usable ones for every pattern', () => {
    for (const lens of CATEGORIES) {
      expect(LENS_ANGLES.filter((a) => a.lens === lens).length).toBeGreaterThanOrEqual(8);
      for (const pattern of allPatterns()) {
        const angles = usableAngles(pattern, lens);
        expect(angles.length, `${pattern.id} ${lens}`).toBeGreaterThanOrEqual(4);
        for (const angle of angles) {
          const words = ideaTitle(angle, pattern)
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u);
          expect(new Set(words).size, ideaTitle(angle, pattern)).toBe(words.length);
        }
      }
    }
  });
});

describe('patternPoolFor', () => {
  it('reads ids and numbered display names alike', () => {
    expect(canonicalKey('2.4 Payments & Collections')).toBe(canonicalKey('payments_collection'));
    expect(canonicalKey('Alternative Investments')).toBe(canonicalKey('alt_investments'));
    expect(patternPoolFor('3. Wealth Management', '3.5 Trust & Estate').subdomain).toBe(
      SUBDOMAIN_PATTERNS.trust_estate,
    );
  });

  it('takes the domain from the subdomain and falls back when either is unknown', () => {
    expect(patternPoolFor('retail_banking', 'credit_lending').domain).toBe(
      domainPatterns.corporate_sme_banking,
    );
    const unknownSubdomain = patternPoolFor('wealth_management', 'nope');
    expect(unknownSubdomain.subdomain).toEqual([]);
    expect(unknownSubdomain.domain).toBe(domainPatterns.wealth_management);
    const unknownBoth = patternPoolFor('', '');
    expect(unknownBoth.domain.length).toBe(Object.values(domainPatterns).flat().length);
    expect(unknownBoth.generic.length).toBeGreaterThanOrEqual(8);
  });
});
