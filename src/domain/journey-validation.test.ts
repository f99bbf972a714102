import { describe, expect, it } from 'vitest';
import { createInitialJourneyState, LIMITS, type JourneyState, type TeamMember } from './journey-state';
import type { PersonaCategory } from './persona';
import {
  checkCategorySelection,
  checkDomainStep,
  checkEnoughScored,
  checkIdeaSelected,
  checkProblemStatement,
  checkProblemStep,
  checkTeamSelected,
  domainStepSchema,
  journeyStateInputSchema,
  problemStatementSchema,
  VALIDATION_MESSAGES,
} from './journey-validation';

function member(personaId: string, category: PersonaCategory): TeamMember {
  return { id: `m-${personaId}`, personaId, name: personaId, role: 'r', category, domainFocus: 'f' };
}

function journey(overrides: Partial<JourneyState> = {}): JourneyState {
  return { ...createInitialJourneyState(), ...overrides };
}

function issues(input: unknown): Array<{ path: string; message: string }> {
  const result = journeyStateInputSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('domain step', () => {
  const failure = {
    ok: false,
    title: 'Selection required',
    message: 'Please select both a banking domain and subdomain to continue.',
  };

  it('passes with both a domain and a subdomain', () => {
    expect(checkDomainStep({ selectedDomain: 'retail_banking', selectedSubdomain: 'insurance' })).toEqual({
      ok: true,
    });
  });

  it.each([
    ['', ''],
    ['retail_banking', ''],
    ['', 'insurance'],
  ])('fails with domain %j and subdomain %j', (selectedDomain, selectedSubdomain) => {
    expect(checkDomainStep({ selectedDomain, selectedSubdomain })).toEqual(failure);
  });

  it('carries the message in the schema for forms', () => {
    const result = domainStepSchema.safeParse({ selectedDomain: 'retail_banking', selectedSubdomain: '' });
    expect(result.error?.issues[0]?.message).toBe(failure.message);
  });
});

describe('problem statement', () => {
  const tooShort = {
    ok: false,
    title: 'Problem statement too short',
    message: "Please provide a more detailed description of the problem you're trying to solve.",
  };

  it('needs at least 10 characters after trimming', () => {
    expect(checkProblemStatement('0123456789')).toEqual({ ok: true });
    expect(checkProblemStatement('012345678')).toEqual(tooShort);
    expect(checkProblemStatement('   short text   ')).toEqual({ ok: true });
    expect(checkProblemStatement('    12345678     ')).toEqual(tooShort);
    expect(checkProblemStatement('')).toEqual(tooShort);
  });

  it('carries the message in the schema for forms', () => {
    expect(problemStatementSchema.safeParse(' tiny ').error?.issues[0]?.message).toBe(tooShort.message);
  });

  it('needs at least one team member', () => {
    expect(checkTeamSelected({ teamMembers: [] })).toEqual({
      ok: false,
      title: 'No team members selected',
      message: 'Please go back and select team members to generate ideas from their expertise.',
    });
    expect(checkTeamSelected({ teamMembers: [member('c1', 'consultant')] })).toEqual({ ok: true });
  });

  it('checks the statement first, then the team', () => {
    const team = [member('c1', 'consultant')];
    expect(checkProblemStep({ problemStatement: 'short', teamMembers: [] })).toMatchObject(
      VALIDATION_MESSAGES.problemTooShort,
    );
    expect(checkProblemStep({ problemStatement: 'Long enough statement', teamMembers: [] })).toMatchObject(
      VALIDATION_MESSAGES.noTeamMembers,
    );
    expect(checkProblemStep({ problemStatement: 'Long enough statement', teamMembers: team })).toEqual({
      ok: true,
    });
  });
});

describe('category selection', () => {
  it('fails with the spec toast when none of a category is chosen', () => {
    expect(checkCategorySelection({ teamMembers: [member('c1', 'consultant')] }, 'technologist')).toEqual({
      ok: false,
      title: 'Invalid selection',
      message: 'Please select 1-2 technologists to continue',
    });
    expect(checkCategorySelection({ teamMembers: [member('b1', 'banker')] }, 'banker')).toEqual({ ok: true });
  });
});

describe('journeyStateInputSchema', () => {
  it('accepts a fresh journey and a fully chosen one', () => {
    expect(issues(journey())).toEqual([]);
    const chosen = journey({
      teamMembers: [member('c1', 'consultant'), member('t8', 'technologist'), member('b3', 'banker')],
      selectedDomain: 'corporate_sme_banking',
      selectedSubdomain: 'trade_treasury',
    });
    expect(journeyStateInputSchema.parse(chosen)).toEqual(chosen);
  });

  it('reads a journey saved before the engine was recorded, with no engine named', () => {
    const { ideasGeneratedBy: _dropped, ...older } = journey();
    expect(journeyStateInputSchema.parse(older).ideasGeneratedBy).toBe('');
  });

  it('reads a journey saved before rounds, stars and duplicates existed, with their defaults', () => {
    const { ideasNotice: _n, earlierIdeaRounds: _r, seenIdeaTitles: _s, keptApartIdeaPairs: _k, ...older } = journey();
    const loaded = journeyStateInputSchema.parse(older);
    expect(loaded).toMatchObject({ ideasNotice: null, earlierIdeaRounds: [], seenIdeaTitles: [], keptApartIdeaPairs: [] });
  });

  it('reads an earlier round saved without its notice', () => {
    const round = { id: 'r1', replacedAt: '2026-11-23T10:00:00Z', generatedBy: 'Built-in engine', ideas: [] };
    expect(journeyStateInputSchema.parse(journey({ earlierIdeaRounds: [round] as never })).earlierIdeaRounds).toEqual([
      { ...round, notice: null },
    ]);
  });

  it('accepts a domain without a subdomain yet', () => {
    expect(issues(journey({ selectedDomain: 'wealth_management' }))).toEqual([]);
  });

  it('rejects an unknown persona id, pointing at the member', () => {
    const state = journey({ teamMembers: [member('c1', 'consultant'), member('z9', 'consultant')] });
    expect(issues(state)).toEqual([{ path: 'teamMembers.1.personaId', message: 'Unknown persona "z9".' }]);
  });

  it('rejects a member whose category contradicts its persona', () => {
    expect(issues(journey({ teamMembers: [member('t1', 'banker')] }))).toEqual([
      { path: 'teamMembers.0.category', message: 'Persona "t1" is a technologist, not a banker.' },
    ]);
  });

  it('rejects more than two personas of a category', () => {
    const teamMembers = [
      member('t1', 'technologist'),
      member('t2', 'technologist'),
      member('t3', 'technologist'),
    ];
    expect(issues(journey({ teamMembers }))).toEqual([
      { path: 'teamMembers', message: 'A team can have at most 2 technologists.' },
    ]);
  });

  it('rejects an unknown domain', () => {
    expect(issues(journey({ selectedDomain: 'crypto_banking' }))).toEqual([
      { path: 'selectedDomain', message: 'Unknown banking domain "crypto_banking".' },
    ]);
  });

  it('rejects a subdomain of another domain, or one without a domain', () => {
    expect(issues(journey({ selectedDomain: 'wealth_management', selectedSubdomain: 'insurance' }))).toEqual([
      {
        path: 'selectedSubdomain',
        message: 'Sub-domain "insurance" does not belong to the domain "wealth_management".',
      },
    ]);
    expect(issues(journey({ selectedSubdomain: 'insurance' }))).toEqual([
      { path: 'selectedSubdomain', message: 'Sub-domain "insurance" needs a banking domain.' },
    ]);
  });

  it('rejects oversized text with the schema message', () => {
    const problemStatement = 'x'.repeat(LIMITS.problemStatement + 1);
    expect(issues(journey({ problemStatement }))).toEqual([
      {
        path: 'problemStatement',
        message: `Please keep the problem statement under ${LIMITS.problemStatement} characters.`,
      },
    ]);
    expect(issues(journey({ journeyName: 'n'.repeat(LIMITS.shortText + 1) }))[0]?.path).toBe('journeyName');
  });
});

describe('the ideate steps', () => {
  it('asks for more scoring below the minimum, with the spec wording', () => {
    expect(checkEnoughScored(2, 3)).toEqual({ ok: false, ...VALIDATION_MESSAGES.moreScoringNeeded });
    expect(checkEnoughScored(3, 3)).toEqual({ ok: true });
  });

  it('asks for a selected idea before validation', () => {
    expect(checkIdeaSelected({ selectedIdea: null })).toEqual({ ok: false, ...VALIDATION_MESSAGES.noIdeaSelected });
    expect(VALIDATION_MESSAGES.noIdeaSelected).toEqual({
      title: 'No idea selected',
      message: 'Please select an idea to continue to validation.',
    });
  });
});
