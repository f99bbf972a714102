import { describe, expect, it } from 'vitest';
import { createInitialJourneyState } from '../journey-state';
import {
  buildInfographicModel,
  buildInfographicText,
  firstName,
  infographicMotto,
  teamLine,
  upToFirstFullStop,
  worthTileText,
} from './infographic';
import { completeJourney, EMPTY_CONTEXT, member, RETAIL_CONTEXT } from './test-fixtures';

describe('buildInfographicModel', () => {
  const model = buildInfographicModel(completeJourney(), RETAIL_CONTEXT);

  it('previews the first 4 team members by first name only and counts the rest', () => {
    expect(model.team).toEqual(['Amara', 'Lukas', 'Mei', 'Grace']);
    expect(teamLine(model)).toBe('Amara · Lukas · Mei · Grace +1 more');
  });

  it('says "+2 more" when it shows 4 of 6 members, and nothing more for 4 or fewer', () => {
    const state = completeJourney();
    const six = { ...state, teamMembers: [...state.teamMembers, member('Sofia Reyes', 'Product Owner', 'consultant')] };
    expect(teamLine(buildInfographicModel(six, RETAIL_CONTEXT))).toBe('Amara · Lukas · Mei · Grace +2 more');
    const four = { ...state, teamMembers: state.teamMembers.slice(0, 4) };
    expect(teamLine(buildInfographicModel(four, RETAIL_CONTEXT))).toBe('Amara · Lukas · Mei · Grace');
  });

  it('shows the domain without numbering and the concept with its type', () => {
    expect(model.domain).toBe('Retail Banking');
    expect(model.concept).toEqual({ title: 'Round-up Pots', type: 'Product' });
  });

  it('fills the Real, Win and Worth tiles', () => {
    expect(model.tiles).toEqual([
      { label: 'Real', caption: 'User need', text: 'Save without effort', score: 'Score 9/10' },
      { label: 'Win', caption: 'Our edge', text: 'Strong data team', score: 'Score 7/10' },
      { label: 'Worth', caption: 'Expected return', text: 'High', score: 'Score 8/10' },
    ]);
  });

  it('says a stage is not scored rather than show a number it does not have', () => {
    const unscored = buildInfographicModel({ ...completeJourney(), isWorthScore: null }, RETAIL_CONTEXT);
    expect(unscored.tiles[2]).toEqual({ label: 'Worth', caption: 'Expected return', text: 'High', score: 'Not scored' });
  });

  it('uses the subdomain without numbering in the motto', () => {
    expect(model.motto).toBe('Transforming Deposits & Accounts through innovative thinking');
  });
});

describe('infographic fallbacks', () => {
  const model = buildInfographicModel(createInitialJourneyState(), EMPTY_CONTEXT);

  it("reads 'Positive ROI' without an expected return", () => {
    expect(model.tiles[2].text).toBe('Positive ROI');
  });

  it("uses 'Banking Innovation' for domain and motto", () => {
    expect(model.domain).toBe('Banking Innovation');
    expect(model.motto).toBe('Transforming Banking Innovation through innovative thinking');
  });

  it("falls back to 'Banking Innovation' in the motto when only the subdomain is missing", () => {
    expect(infographicMotto({ domainName: '1. Retail Banking', subdomainName: '' })).toBe(
      'Transforming Banking Innovation through innovative thinking',
    );
  });

  it("shows 'N/A' for empty Real and Win lines and an empty team", () => {
    expect(model.tiles[0].text).toBe('N/A');
    expect(model.tiles[1].text).toBe('N/A');
    expect(model.team).toEqual([]);
    expect(model.concept).toEqual({ title: 'Untitled Idea', type: 'Innovation' });
  });
});

describe('tile rules', () => {
  it('keeps the first 20 characters of the expected return', () => {
    expect(worthTileText('Twelve percent a year within three years')).toBe('Twelve percent a yea');
    expect(worthTileText('Twelve percent a yea')).toHaveLength(20);
    expect(worthTileText('Medium')).toBe('Medium');
    expect(worthTileText('   ')).toBe('Positive ROI');
  });

  it('cuts the Win line at the first full stop', () => {
    expect(upToFirstFullStop('Strong data team. Modern app. Many APIs.')).toBe('Strong data team');
    expect(upToFirstFullStop('No full stop here')).toBe('No full stop here');
    expect(upToFirstFullStop('.Leading stop')).toBe('');
  });

  it('takes the first word of a name', () => {
    expect(firstName('  Mei Lin Chen ')).toBe('Mei');
    expect(firstName('Cher')).toBe('Cher');
  });
});

describe('buildInfographicText', () => {
  it('lays out each block for the design tool', () => {
    const text = buildInfographicText(completeJourney(), RETAIL_CONTEXT);
    expect(text).toContain('TEAM\nAmara · Lukas · Mei · Grace +1 more\n');
    expect(text).not.toContain('Viktor');
    expect(text).toContain('DOMAIN\nRetail Banking\n');
    expect(text).toContain('CONCEPT\nRound-up Pots (Product)\n');
    expect(text).toContain('REAL - User need (Score 9/10)\nSave without effort\n');
    expect(text).toContain('WIN - Our edge (Score 7/10)\nStrong data team\n');
    expect(text).toContain('WORTH - Expected return (Score 8/10)\nHigh\n');
    expect(text).toContain('MOTTO\nTransforming Deposits & Accounts through innovative thinking\n');
  });

  it("shows 'N/A' for an empty team", () => {
    expect(buildInfographicText(createInitialJourneyState(), EMPTY_CONTEXT)).toContain('TEAM\nN/A\n');
  });
});
