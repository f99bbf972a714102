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

  it("keeps the spec's fixed success metrics first, then measures from the team's answers", () => {
    expect(brd.successMetrics.slice(0, 2)).toEqual([
      'Customer satisfaction increases by at least 20%',
      'Adoption rate above 30% within the first 6 months',
    ]);
    expect(brd.successMetrics.slice(2)).toEqual([
      'Most pilot users confirm their primary need is met: Save without effort',
      'The high expected return is confirmed against the cost within the first year',
    ]);
  });

  it('writes the requirements from the problem, needs, concept, capabilities, partners and risks', () => {
    expect(brd.functionalRequirements).toEqual([
      'Round-up Pots resolves the problem the team defined: Young renters find it hard to save regularly.',
      'Round-up Pots meets the primary needs of its average user (Salaried renter aged 28): Save without effort. See progress.',
      'Round-up Pots delivers the concept as chosen: Round card purchases up and sweep the change into a goal pot.',
      "Round-up Pots is built on the bank's own capabilities: Strong data team. Modern mobile app.",
      'Round-up Pots works with the named partners and assets (Card processor and a fintech partner) and has controls for the risks identified (Low uptake).',
    ]);
    expect(brd.dependencies).toContain('Due diligence and contracts with the named partners: Card processor and a fintech partner');
    expect(brd.dependencies).toContain('Technology readiness: Confirmed; talent readiness: Requires acquisition/training');
    expect(brd.approvals[1]).toBe('Risk Management: review of the risks identified (Low uptake) and of operational and model risk');
  });

  it("takes the problem's stated figure as the target to improve on", () => {
    const state = {
      ...completeJourney(),
      problemStatement: 'Owners turn to costlier lenders. They wait up to four weeks for a working-capital decision.',
    };
    const corporate = buildBrdModel(state, RETAIL_CONTEXT);
    expect(corporate.functionalRequirements[0]).toBe(
      'Round-up Pots resolves the problem the team defined: They wait up to four weeks for a working-capital decision.',
    );
    expect(corporate.successMetrics).toContain(
      "Measured improvement on today's baseline, as the problem states it: They wait up to four weeks for a working-capital decision",
    );
  });

  it('never doubles a full stop after what the user typed', () => {
    const state = completeJourney();
    const dotted = buildBrdText(
      {
        ...state,
        selectedIdea: state.selectedIdea && { ...state.selectedIdea, description: 'Sweep the change into a pot.' },
        userPersona: { ...state.userPersona, averageUser: 'Renter aged 28.' },
        feasibility: { ...state.feasibility, externalAssets: 'A fintech partner.' },
        viability: { ...state.viability, risks: 'Low uptake.', costEstimate: 'EUR 400k.' },
      },
      RETAIL_CONTEXT,
    );
    expect(dotted).not.toMatch(/\.\./);
    expect(dotted).toContain('estimated cost: EUR 400k.');
  });

  it('no longer reads as a retail template for a corporate journey', () => {
    const text = buildBrdText(completeJourney(), { ...RETAIL_CONTEXT, domainName: '2. Corporate & SME Banking' });
    expect(text).not.toContain("mobile app and online banking");
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

  it('says which facts are still open instead of inventing them, and keeps the counts', () => {
    expect(brd.functionalRequirements).toHaveLength(5);
    expect(brd.functionalRequirements[0]).toBe(
      'Untitled Idea resolves a stated customer problem; the problem statement is still to be written.',
    );
    expect(brd.functionalRequirements[3]).toContain('none are recorded yet');
    expect(brd.dependencies).toHaveLength(4);
    expect(brd.dependencies[3]).toBe('Approved budget (cost estimate: TBD) and a dedicated delivery team');
    expect(brd.approvals).toHaveLength(4);
    expect(brd.successMetrics).toEqual([
      'Customer satisfaction increases by at least 20%',
      'Adoption rate above 30% within the first 6 months',
    ]);
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
      'Real-Win-Worth Screen',
      'Dependencies',
      'Approvals',
      'Success Metrics',
      'Implementation Timeline',
    ]);
  });

  it('numbers the requirements and tabulates the timeline', () => {
    expect(text).toMatch(/^1\. Round-up Pots resolves the problem/m);
    expect(text).toMatch(/^5\. Round-up Pots works with the named partners/m);
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
