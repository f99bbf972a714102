import { describe, expect, it } from 'vitest';
import { createInitialJourneyState, type Feasibility, type UserPersona } from './journey-state';
import {
  calculateCanWinScore,
  calculateRealScore,
  checkRealStep,
  checkWinStep,
  checkWorthStep,
  REAL_SCORE_WEIGHTS,
  WIN_SCORE_WEIGHTS,
} from './validate-rules';

const emptyPersona = (): UserPersona => createInitialJourneyState().userPersona;
const emptyFeasibility = (): Feasibility => createInitialJourneyState().feasibility;

const fullPersona: UserPersona = {
  averageUser: 'Salaried renter, 30',
  extremeUser: 'Gig courier',
  unexpectedUser: 'Carer',
  primaryNeeds: 'Save without effort',
  secondaryNeeds: 'See progress',
  unmetNeeds: 'No fee surprises',
  marketTrends: 'Instant payments',
};

describe('checkRealStep', () => {
  it('passes with the average user and primary needs', () => {
    expect(checkRealStep({ averageUser: 'Renter', primaryNeeds: 'Save' })).toEqual({ ok: true });
  });

  it.each([
    ['', 'Save'],
    ['Renter', ''],
    ['   ', 'Save'],
    ['Renter', '\n\t'],
  ])('fails with the spec toast for average user %j and primary needs %j', (averageUser, primaryNeeds) => {
    expect(checkRealStep({ averageUser, primaryNeeds })).toEqual({
      ok: false,
      title: 'Incomplete information',
      message: 'Please define at least the average user and primary needs.',
    });
  });
});

describe('checkWinStep', () => {
  it('passes with capabilities and assets, whatever the boxes and barriers say', () => {
    expect(checkWinStep({ internalCapabilities: 'Data team', externalAssets: 'Vendor' })).toEqual({
      ok: true,
    });
  });

  it.each([
    ['', 'Vendor'],
    ['Data team', ''],
    [' ', ' '],
  ])('fails with the spec toast for %j / %j', (internalCapabilities, externalAssets) => {
    expect(checkWinStep({ internalCapabilities, externalAssets })).toEqual({
      ok: false,
      title: 'Incomplete information',
      message: 'Please provide information about internal capabilities and external assets.',
    });
  });
});

describe('checkWorthStep', () => {
  const missing = {
    ok: false,
    title: 'Missing information',
    message: 'Please fill in all required fields before submitting.',
  };

  it('needs both ratings', () => {
    expect(checkWorthStep({ expectedReturn: 'Low', strategicRelevance: 'Low' })).toEqual({ ok: true });
    expect(checkWorthStep({ expectedReturn: '', strategicRelevance: 'High' })).toEqual(missing);
    expect(checkWorthStep({ expectedReturn: 'High', strategicRelevance: '' })).toEqual(missing);
  });
});

describe('calculateRealScore', () => {
  it('weights add up to 10', () => {
    expect(Object.values(REAL_SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('is 0 when empty and 10 when every field is filled', () => {
    expect(calculateRealScore(emptyPersona())).toBe(0);
    expect(calculateRealScore(fullPersona)).toBe(10);
  });

  it('gives 4 for the two required fields alone and ignores whitespace', () => {
    const persona = { ...emptyPersona(), averageUser: 'Renter', primaryNeeds: 'Save', marketTrends: '  ' };
    expect(calculateRealScore(persona)).toBe(4);
  });

  it('weighs unmet needs 2 and the optional profiles 1 each', () => {
    expect(calculateRealScore({ ...emptyPersona(), unmetNeeds: 'x' })).toBe(2);
    expect(calculateRealScore({ ...emptyPersona(), extremeUser: 'x', unexpectedUser: 'y' })).toBe(2);
  });
});

describe('calculateCanWinScore', () => {
  it('weights add up to 10', () => {
    expect(Object.values(WIN_SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('is 0 when empty and 10 when all fields are filled and boxes ticked', () => {
    expect(calculateCanWinScore(emptyFeasibility())).toBe(0);
    expect(
      calculateCanWinScore({
        internalCapabilities: 'a',
        externalAssets: 'b',
        entryBarriers: 'c',
        techReadiness: true,
        talentReadiness: true,
        differentiation: true,
      }),
    ).toBe(10);
  });

  it('counts 2 per text field and the readiness boxes as 1, 1 and 2', () => {
    const base = { ...emptyFeasibility(), internalCapabilities: 'a', externalAssets: 'b' };
    expect(calculateCanWinScore(base)).toBe(4);
    expect(calculateCanWinScore({ ...base, techReadiness: true })).toBe(5);
    expect(calculateCanWinScore({ ...base, talentReadiness: true })).toBe(5);
    expect(calculateCanWinScore({ ...base, differentiation: true })).toBe(6);
    expect(calculateCanWinScore({ ...base, entryBarriers: ' ' })).toBe(4);
  });
});
