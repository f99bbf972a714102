import { describe, expect, it } from 'vitest';
import { createInitialJourneyState } from '../journey-state';
import { buildBrdModel, buildBrdText, buildTimeline } from './brd';
import { completeJourney, EMPTY_CONTEXT, RETAIL_CONTEXT } from './test-fixtures';

const PHASES = [
  'Research & Requirements Gathering',
  'Design & Development',
  'Testing & Pilot',
  'Deployment & Marketing',
];

describe('buildTimeline', () => {
  it('starts at the current quarter within one year', () => {
    expect(buildTimeline(new Date(2026, 0, 1))).toEqual([
      { quarter: 'Q1 2026', phase: PHASES[0] },
      { quarter: 'Q2 2026', phase: PHASES[1] },
      { quarter: 'Q3 2026', phase: PHASES[2] },
      { quarter: 'Q4 2026', phase: PHASES[3] },
    ]);
  });

  it('rolls a Q4 start into the next year', () => {
    expect(buildTimeline(new Date(2026, 11, 31))).toEqual([
      { quarter: 'Q4 2026', phase: PHASES[0] },
      { quarter: 'Q1 2027', phase: PHASES[1] },
      { quarter: 'Q2 2027', phase: PHASES[2] },
      { quarter: 'Q3 2027', phase: PHASES[3] },
    ]);
  });

  it.each([
    [new Date(2026, 2, 31), 'Q1 2026', 'Q4 2026'],
    [new Date(2026, 3, 1), 'Q2 2026', 'Q1 2027'],
    [new Date(2026, 8, 30), 'Q3 2026', 'Q2 2027'],
    [new Date(2026, 9, 1), 'Q4 2026', 'Q3 2027'],
  ])('from %s runs %s to %s', (date, first, last) => {
    const timeline = buildTimeline(date);
    expect(timeline[0]?.quarter).toBe(first);
    expect(timeline[3]?.quarter).toBe(last);
  });
});

describe('buildBrdModel', () => {
  const brd = buildBrdModel(completeJourney(), RETAIL_CONTEXT);

  it('summarises the idea, focus and worth answers', () => {
    expect(brd.title).toBe('Round-up Pots');
    expect(brd.focus).toBe('Retail Banking > Deposits & Accounts');
    expect(brd.executiveSummary).toContain(
      'Round-up Pots (type: Product) in Retail Banking > Deposits & Accounts',
    );
    expect(brd.executiveSummary).toContain('Round card purchases up');
    expect(brd.executiveSummary).toContain(
      'Expected return: High; strategic relevance: Medium; estimated cost: EUR 400k.',
    );
    expect(brd.problem).toBe('Young renters find it hard to save regularly.');
  });

  it('has 5 functional requirements that name the idea, 4 dependencies and 4 approvals', () => {
    expect(brd.functionalRequirements).toHaveLength(5);
    expect(brd.functionalRequirements.every((req) => req.includes('Round-up Pots'))).toBe(true);
    expect(brd.dependencies).toHaveLength(4);
    expect(brd.approvals).toHaveLength(4);
    expect(brd.approvals.map((a) => a.split(':')[0])).toEqual([
      'Compliance & Legal',
      'Risk Management',
      'IT Security',
      'Business Sponsor',
    ]);
  });

  it('has the fixed success metrics', () => {
    expect(brd.successMetrics).toEqual([
      'Customer satisfaction increases by at least 20%',
      'Adoption rate above 30% within the first 6 months',
    ]);
  });

  it('lists all three personas when they are filled', () => {
    expect(brd.personas).toEqual([
      { label: 'Average user', description: 'Salaried renter aged 28' },
      { label: 'Extreme user', description: 'Gig courier paid daily' },
      { label: 'Unexpected user', description: 'Parent managing pocket money' },
    ]);
  });

  it('omits empty extreme and unexpected users', () => {
    const state = completeJourney();
    const persona = { ...state.userPersona, extremeUser: '', unexpectedUser: '  ' };
    expect(
      buildBrdModel({ ...state, userPersona: persona }, RETAIL_CONTEXT).personas.map((p) => p.label),
    ).toEqual(['Average user']);
    const onlyUnexpected = { ...state.userPersona, extremeUser: '' };
    expect(
      buildBrdModel({ ...state, userPersona: onlyUnexpected }, RETAIL_CONTEXT).personas.map((p) => p.label),
    ).toEqual(['Average user', 'Unexpected user']);
  });

  it('uses the timeline of the context date', () => {
    expect(
      buildBrdModel(completeJourney(), { ...RETAIL_CONTEXT, date: new Date(2025, 10, 5) }).timeline[1],
    ).toEqual({
      quarter: 'Q1 2026',
      phase: 'Design & Development',
    });
  });
});

describe('BRD fallbacks', () => {
  const brd = buildBrdModel(createInitialJourneyState(), EMPTY_CONTEXT);

  it("uses 'N/A' for empty personas, needs and problem", () => {
    expect(brd.personas).toEqual([{ label: 'Average user', description: 'N/A' }]);
    expect(brd.userNeeds).toEqual({ primary: 'N/A', secondary: 'N/A', unmet: 'N/A' });
    expect(brd.problem).toBe('N/A');
  });

  it("uses the default idea title, 'Banking Innovation' and 'TBD'", () => {
    expect(brd.title).toBe('Untitled Idea');
    expect(brd.focus).toBe('Banking Innovation');
    expect(brd.executiveSummary).toContain('estimated cost: TBD.');
    expect(brd.functionalRequirements[0]).toContain('Untitled Idea');
  });
});

describe('buildBrdText', () => {
  const text = buildBrdText(completeJourney(), RETAIL_CONTEXT);

  it('is Markdown with the sections in order', () => {
    expect(text.startsWith('# Business Requirements Document: Round-up Pots\n')).toBe(true);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([
      'Executive Summary',
      'Problem Statement',
      'Functional Requirements',
      'User Personas',
      'User Needs',
      'Dependencies',
      'Approvals',
      'Success Metrics',
      'Implementation Timeline',
    ]);
  });

  it('numbers the requirements and tabulates the timeline', () => {
    expect(text).toMatch(/^1\. Customers can discover and start Round-up Pots/m);
    expect(text).toMatch(/^5\. Round-up Pots reports/m);
    expect(text).toContain(
      '| Q2 2026 | Research & Requirements Gathering |\n| Q3 2026 | Design & Development |',
    );
  });

  it('leaves out the unfilled optional personas', () => {
    const state = completeJourney();
    const sparse = buildBrdText(
      { ...state, userPersona: { ...state.userPersona, extremeUser: '' } },
      RETAIL_CONTEXT,
    );
    expect(sparse).not.toContain('Extreme user');
    expect(sparse).toContain('- **Unexpected user:** Parent managing pocket money');
  });
});
