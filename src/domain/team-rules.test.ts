import { describe, expect, it } from 'vitest';
import type { TeamMember } from './journey-state';
import type { PersonaCategory } from './persona';
import {
  invalidSelectionToast,
  isCategorySelectionValid,
  MAX_PER_CATEGORY,
  MIN_PER_CATEGORY,
  selectedCountByCategory,
  selectionLimitToast,
} from './team-rules';

function member(personaId: string, category: PersonaCategory): TeamMember {
  return { id: `m-${personaId}`, personaId, name: personaId, role: 'r', category, domainFocus: 'f' };
}

describe('team limits', () => {
  it('allow 1 to 2 personas of each kind', () => {
    expect(MIN_PER_CATEGORY).toBe(1);
    expect(MAX_PER_CATEGORY).toBe(2);
  });
});

describe('toast texts', () => {
  it.each([
    ['consultant', 'consultants'],
    ['technologist', 'technologists'],
    ['banker', 'bankers'],
  ] as const)('word the %s messages exactly as the spec', (category, noun) => {
    expect(selectionLimitToast(category)).toEqual({
      title: 'Selection limit reached',
      message: `You can only select up to 2 ${noun}`,
    });
    expect(invalidSelectionToast(category)).toEqual({
      title: 'Invalid selection',
      message: `Please select 1-2 ${noun} to continue`,
    });
  });
});

describe('selectedCountByCategory', () => {
  it('counts team members per category, including empty ones', () => {
    expect(selectedCountByCategory({ teamMembers: [] })).toEqual({
      consultant: 0,
      technologist: 0,
      banker: 0,
    });
    const teamMembers = [
      member('c1', 'consultant'),
      member('t1', 'technologist'),
      member('t2', 'technologist'),
    ];
    expect(selectedCountByCategory({ teamMembers })).toEqual({ consultant: 1, technologist: 2, banker: 0 });
  });
});

describe('isCategorySelectionValid', () => {
  it('accepts 1 or 2 of a category and rejects 0 or 3', () => {
    const one = [member('c1', 'consultant')];
    const two = [...one, member('c2', 'consultant')];
    const three = [...two, member('c3', 'consultant')];
    expect(isCategorySelectionValid({ teamMembers: [] }, 'consultant')).toBe(false);
    expect(isCategorySelectionValid({ teamMembers: one }, 'consultant')).toBe(true);
    expect(isCategorySelectionValid({ teamMembers: two }, 'consultant')).toBe(true);
    expect(isCategorySelectionValid({ teamMembers: three }, 'consultant')).toBe(false);
    expect(isCategorySelectionValid({ teamMembers: two }, 'banker')).toBe(false);
  });
});
