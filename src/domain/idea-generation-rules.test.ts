import { describe, expect, it } from 'vitest';
import { checkIdeaGeneration } from './idea-generation-rules';
import { createTeamMember } from './journey-reducer';
import { getPersona } from './personas';

const member = createTeamMember(getPersona('t1')!, 'm1');

describe('checkIdeaGeneration', () => {
  it('needs a problem statement and a domain first', () => {
    expect(checkIdeaGeneration({ problemStatement: '   ', selectedDomain: 'retail_banking', teamMembers: [member] })).toEqual({
      ok: false,
      title: 'Missing information',
      message: 'Please define a problem statement and select a domain before generating ideas.',
    });
    expect(checkIdeaGeneration({ problemStatement: 'A real problem', selectedDomain: '', teamMembers: [member] }).ok).toBe(false);
  });

  it('then at least one team member', () => {
    expect(checkIdeaGeneration({ problemStatement: 'A real problem', selectedDomain: 'retail_banking', teamMembers: [] })).toEqual({
      ok: false,
      title: 'No team members selected',
      message: 'Please select team members to generate ideas from their expertise.',
    });
  });

  it('passes a complete request', () => {
    expect(checkIdeaGeneration({ problemStatement: 'A real problem', selectedDomain: 'retail_banking', teamMembers: [member] })).toEqual({ ok: true });
  });
});
