import { describe, expect, it } from 'vitest';
import { createInitialJourneyState, type JourneyState } from '../journey-state';
import { buildPitchModel, buildPitchText, PITCH_SECTION_HEADINGS, sectionBullets } from './pitch';
import { completeJourney, EMPTY_CONTEXT, RETAIL_CONTEXT } from './test-fixtures';

function withFeasibility(changes: Partial<JourneyState['feasibility']>): JourneyState {
  const state = completeJourney();
  return { ...state, feasibility: { ...state.feasibility, ...changes } };
}

describe('buildPitchModel', () => {
  it('has the seven spec sections in order', () => {
    expect(buildPitchModel(completeJourney(), RETAIL_CONTEXT).sections.map((s) => s.heading)).toEqual([
      'Problem & Opportunity',
      'Innovation Team',
      'Domain Focus',
      'Solution',
      'Real/Win/Worth',
      'Go-to-Market',
      'Next Steps',
    ]);
  });

  it('carries title, problem, whole team and the focus area without numbering', () => {
    const model = buildPitchModel(completeJourney(), RETAIL_CONTEXT);
    expect(model.title).toBe('Round-up Pots');
    expect(model.problem).toBe('Young renters find it hard to save regularly.');
    expect(model.team).toHaveLength(5);
    expect(model.team[0]).toEqual({
      name: 'Amara Okafor',
      role: 'Innovation Consultant',
      category: 'consultant',
      domainFocus: 'Retail',
    });
    expect(model.focus.label).toBe('Retail Banking > Deposits & Accounts');
    expect(sectionBullets(model, 'Domain Focus')).toEqual([
      'Domain: Retail Banking',
      'Subdomain: Deposits & Accounts',
    ]);
  });

  it('summarises Real/Win/Worth from the validation answers', () => {
    expect(buildPitchModel(completeJourney(), RETAIL_CONTEXT).realWinWorth).toEqual({
      real: {
        targetUser: 'Salaried renter aged 28',
        primaryNeeds: 'Save without effort. See progress.',
        marketTrends: 'Instant payments and open banking',
        score: 9,
      },
      win: {
        differentiation: 'Strong competitive advantage',
        technologyReadiness: 'Confirmed',
        talentReadiness: 'Requires acquisition/training',
        score: 7,
      },
      worth: { expectedReturn: 'High', costEstimate: 'EUR 400k', strategicRelevance: 'Medium', score: 8 },
    });
  });

  it('reads unticked readiness boxes with the spec wording', () => {
    const { win } = buildPitchModel(
      withFeasibility({ differentiation: false, techReadiness: false, talentReadiness: false }),
      RETAIL_CONTEXT,
    ).realWinWorth;
    expect(win.differentiation).toBe('Requires further development');
    expect(win.technologyReadiness).toBe('Requires development');
    expect(win.talentReadiness).toBe('Requires acquisition/training');
  });

  it('reads ticked talent readiness as Confirmed', () => {
    const model = buildPitchModel(withFeasibility({ talentReadiness: true }), RETAIL_CONTEXT);
    expect(model.realWinWorth.win.talentReadiness).toBe('Confirmed');
  });

  it('adds a next step for each readiness gap only', () => {
    const ready = sectionBullets(
      buildPitchModel(withFeasibility({ talentReadiness: true }), RETAIL_CONTEXT),
      'Next Steps',
    );
    const gaps = sectionBullets(
      buildPitchModel(withFeasibility({ techReadiness: false, talentReadiness: false }), RETAIL_CONTEXT),
      'Next Steps',
    );
    expect(gaps.length - ready.length).toBe(2);
    expect(gaps.join('\n')).toMatch(/technology gaps/);
    expect(gaps.join('\n')).toMatch(/skills/);
  });
});

describe('pitch fallbacks', () => {
  const model = buildPitchModel(createInitialJourneyState(), EMPTY_CONTEXT);

  it("titles the deck 'Innovation Pitch' without a selected idea", () => {
    expect(model.title).toBe('Innovation Pitch');
  });

  it("uses 'Banking Innovation' when the domain is missing", () => {
    expect(model.focus.label).toBe('Banking Innovation');
    expect(sectionBullets(model, 'Domain Focus')).toEqual(['Domain: Banking Innovation']);
  });

  it("uses 'TBD' for an empty cost and 'N/A' for empty personas and market trends", () => {
    expect(model.realWinWorth.worth.costEstimate).toBe('TBD');
    expect(model.realWinWorth.real.targetUser).toBe('N/A');
    expect(model.realWinWorth.real.primaryNeeds).toBe('N/A');
    expect(model.realWinWorth.real.marketTrends).toBe('N/A');
    expect(sectionBullets(model, 'Problem & Opportunity')).toContain('Market trends: N/A');
  });

  it('treats a blank cost as empty', () => {
    const state = completeJourney();
    const blankCost = { ...state, viability: { ...state.viability, costEstimate: '   ' } };
    expect(buildPitchModel(blankCost, RETAIL_CONTEXT).realWinWorth.worth.costEstimate).toBe('TBD');
  });

  it('shows missing scores as N/A', () => {
    expect(sectionBullets(model, 'Real/Win/Worth')).toContain('Scores (out of 10): Real N/A, Win N/A, Worth N/A');
  });
});

describe('buildPitchText', () => {
  const text = buildPitchText(completeJourney(), RETAIL_CONTEXT);

  it('starts with the title and has a heading per section, in order', () => {
    expect(text.startsWith('# Round-up Pots\n')).toBe(true);
    const positions = PITCH_SECTION_HEADINGS.map((heading) => text.indexOf(`\n## ${heading}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('lists the content as bullets', () => {
    expect(text).toContain('- Amara Okafor - Innovation Consultant\n');
    expect(text).toContain('- Win - differentiation: Strong competitive advantage\n');
    expect(text).toContain('- Worth - cost estimate: EUR 400k\n');
    expect(text).toContain('- Scores (out of 10): Real 9, Win 7, Worth 8\n');
  });

  it('keeps a multi-line answer inside its bullet', () => {
    const state = { ...completeJourney(), problemStatement: 'Renters cannot save.\nFees hurt.' };
    expect(buildPitchText(state, RETAIL_CONTEXT)).toContain('- Problem: Renters cannot save. Fees hurt.\n');
  });
});

describe('sectionBullets', () => {
  const pitch = buildPitchModel(completeJourney(), RETAIL_CONTEXT);

  it('gives the preview the bullets the raw text has, section by section', () => {
    const text = buildPitchText(completeJourney(), RETAIL_CONTEXT);
    for (const heading of PITCH_SECTION_HEADINGS) {
      for (const bullet of sectionBullets(pitch, heading)) expect(text).toContain(`- ${bullet}`);
    }
    expect(sectionBullets(pitch, 'Go-to-Market')).toContain('Partners and channels: Card processor and a fintech partner');
  });

  it('never doubles a full stop after a cost the user ended with one', () => {
    const state = completeJourney();
    const text = buildPitchText({ ...state, viability: { ...state.viability, costEstimate: 'EUR 400k.' } }, RETAIL_CONTEXT);
    expect(text).toContain('Confirm the budget (cost estimate: EUR 400k)');
    expect(text).not.toMatch(/\.\./);
  });
});
