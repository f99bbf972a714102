import { describe, expect, it } from 'vitest';
import { createInitialJourneyState, type UserPersona } from './journey-state';
import {
  ASSUMPTION_NOTE,
  fillEmptySuggestions,
  suggestExtremeUser,
  suggestionCount,
  suggestUnexpectedUser,
} from './user-persona-suggestions';

const DOMAINS = ['retail_banking', 'corporate_sme_banking', 'wealth_management'] as const;

function allVariants(
  suggest: (domainId: string, variant: number) => string,
  domainId: string,
  count: number,
) {
  return Array.from({ length: count }, (_, variant) => suggest(domainId, variant));
}

describe.each(DOMAINS)('suggestions for %s', (domainId) => {
  const counts = suggestionCount(domainId);

  it('offer at least 3 distinct extreme and unexpected users', () => {
    expect(counts.extremeUser).toBeGreaterThanOrEqual(3);
    expect(counts.unexpectedUser).toBeGreaterThanOrEqual(3);
    expect(new Set(allVariants(suggestExtremeUser, domainId, counts.extremeUser)).size).toBe(
      counts.extremeUser,
    );
    expect(new Set(allVariants(suggestUnexpectedUser, domainId, counts.unexpectedUser)).size).toBe(
      counts.unexpectedUser,
    );
  });

  it('differ from the generic fallback and from the other domains', () => {
    const own = suggestExtremeUser(domainId, 0);
    expect(own).not.toBe(suggestExtremeUser('unknown', 0));
    for (const other of DOMAINS.filter((id) => id !== domainId)) {
      expect(allVariants(suggestExtremeUser, other, suggestionCount(other).extremeUser)).not.toContain(own);
    }
  });

  it('word the unexpected user differently from the extreme user', () => {
    const extreme = allVariants(suggestExtremeUser, domainId, counts.extremeUser);
    for (const unexpected of allVariants(suggestUnexpectedUser, domainId, counts.unexpectedUser)) {
      expect(extreme).not.toContain(unexpected);
    }
  });
});

describe('variant selection', () => {
  it('wraps round so Regenerate can keep counting', () => {
    const { extremeUser } = suggestionCount('retail_banking');
    expect(suggestExtremeUser('retail_banking', extremeUser)).toBe(suggestExtremeUser('retail_banking', 0));
    expect(suggestExtremeUser('retail_banking', -1)).toBe(
      suggestExtremeUser('retail_banking', extremeUser - 1),
    );
    expect(suggestExtremeUser('retail_banking', 1)).not.toBe(suggestExtremeUser('retail_banking', 0));
  });

  it('falls back to generic texts for an empty or unknown domain', () => {
    expect(suggestExtremeUser('', 0)).toBe(suggestExtremeUser('space_banking', 0));
    expect(suggestUnexpectedUser('', 1)).toBe(suggestUnexpectedUser('space_banking', 1));
    expect(suggestionCount('').extremeUser).toBeGreaterThanOrEqual(3);
    expect(suggestExtremeUser('', 0)).not.toBe('');
  });
});

describe('fillEmptySuggestions', () => {
  const empty = (): UserPersona => createInitialJourneyState().userPersona;

  it('does nothing before the average user is entered', () => {
    const persona = { ...empty(), averageUser: '  ' };
    expect(fillEmptySuggestions(persona, 'retail_banking')).toBe(persona);
  });

  it('fills both empty fields from the domain once the average user is entered', () => {
    const filled = fillEmptySuggestions({ ...empty(), averageUser: 'Renter' }, 'wealth_management', 2);
    expect(filled.extremeUser).toBe(suggestExtremeUser('wealth_management', 2));
    expect(filled.unexpectedUser).toBe(suggestUnexpectedUser('wealth_management', 2));
  });

  it('keeps what the user typed', () => {
    const persona = { ...empty(), averageUser: 'Renter', extremeUser: 'My own extreme user' };
    const filled = fillEmptySuggestions(persona, 'retail_banking');
    expect(filled.extremeUser).toBe('My own extreme user');
    expect(filled.unexpectedUser).toBe(suggestUnexpectedUser('retail_banking', 0));
  });
});

it('notes that suggestions are assumptions to test with real users', () => {
  expect(ASSUMPTION_NOTE).toMatch(/assumptions/i);
  expect(ASSUMPTION_NOTE).toMatch(/real users/i);
});
