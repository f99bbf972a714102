import { describe, expect, it } from 'vitest';
import { focusArea, ideaSummary, oneLine, orNotAvailable, stripNumbering } from './output-context';

describe('stripNumbering', () => {
  it.each([
    ['1. Retail Banking', 'Retail Banking'],
    ['1.1 Deposits & Accounts', 'Deposits & Accounts'],
    ['3.6 Concierge & Advisory', 'Concierge & Advisory'],
    ['Retail Banking', 'Retail Banking'],
    ['401k Plans', '401k Plans'],
    ['', ''],
  ])('turns %j into %j', (name, display) => {
    expect(stripNumbering(name)).toBe(display);
  });
});

describe('focusArea', () => {
  it('joins domain and subdomain without numbering', () => {
    expect(
      focusArea({ domainName: '2. Corporate & SME Banking', subdomainName: '2.3 Trade & Treasury' }),
    ).toEqual({
      domain: 'Corporate & SME Banking',
      subdomain: 'Trade & Treasury',
      label: 'Corporate & SME Banking > Trade & Treasury',
    });
  });

  it('shows the domain alone while no subdomain is chosen', () => {
    expect(focusArea({ domainName: '3. Wealth Management', subdomainName: '' }).label).toBe(
      'Wealth Management',
    );
  });

  it("falls back to 'Banking Innovation' without a domain", () => {
    expect(focusArea({ domainName: '', subdomainName: '1.1 Deposits & Accounts' })).toEqual({
      domain: 'Banking Innovation',
      subdomain: '',
      label: 'Banking Innovation',
    });
  });
});

describe('text helpers', () => {
  it("uses 'N/A' for empty or blank text and trims the rest", () => {
    expect(orNotAvailable('  ')).toBe('N/A');
    expect(orNotAvailable(' renter ')).toBe('renter');
  });

  it('folds line breaks into single spaces', () => {
    expect(oneLine(' first line\n\n  second\tline ')).toBe('first line second line');
  });

  it('gives an idea the spec defaults when fields are missing', () => {
    expect(ideaSummary(null)).toEqual({ title: 'Untitled Idea', description: '', type: 'Innovation' });
    expect(ideaSummary(null, 'Innovation Pitch').title).toBe('Innovation Pitch');
  });
});
