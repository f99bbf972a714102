import { describe, expect, it } from 'vitest';
import { carriesPassages, passagesIn } from './carried-text';

const teamProblem = 'Small businesses wait days for card settlement and cannot plan their cash.';

describe('carried text', () => {
  it('finds a journey’s passage in a request whatever its case and spacing, pasted or trimmed', () => {
    const journey = passagesIn({ problemStatement: teamProblem, ideas: [{ id: 'idea-1', title: 'Same-day settlement for small merchants' }] });
    expect(carriesPassages(passagesIn({ problemStatement: teamProblem.toUpperCase() }), journey)).toBe(true);
    expect(carriesPassages(passagesIn({ message: `Please review this:\n\n${teamProblem.replace(/ /g, '  ')} Thanks.` }), journey)).toBe(true);
    expect(carriesPassages(passagesIn({ problemStatement: 'Small businesses wait days for card settlement' }), journey)).toBe(true);
    expect(carriesPassages(passagesIn({ ideas: [{ title: 'same-day settlement for small merchants' }] }), journey)).toBe(true);
  });

  it('does not tie a request to a journey by short phrases, ids or other text', () => {
    const journey = passagesIn({ problemStatement: teamProblem, id: '00000000-0000-4000-8000-000000000000', type: 'Product' });
    expect(carriesPassages(passagesIn({ message: 'What is a good product?' }), journey)).toBe(false);
    expect(carriesPassages(passagesIn({ ideaId: '00000000-0000-4000-8000-000000000000', type: 'Product' }), journey)).toBe(false);
    expect(carriesPassages(passagesIn({ problemStatement: 'Retail customers cannot see pending card payments.' }), journey)).toBe(false);
  });

  it('leaves out the keys it is told to skip', () => {
    expect(passagesIn({ journeyId: 'a journey id with spaces in it', message: 'a question long enough to count' }, new Set(['journeyId']))).toEqual([
      'a question long enough to count',
    ]);
  });
});
