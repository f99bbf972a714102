import { describe, expect, it } from 'vitest';
import type { Persona, PersonaCategory } from '../../../domain/persona';
import { composeIdeas, type ComposeIdeasInput, type ComposedIdea, extractKeyTerms } from './compose-ideas';
import { SUBDOMAINS_BY_DOMAIN } from './idea-patterns';

function persona(id: string, category: PersonaCategory, expertise: string[]): Persona {
  return {
    id,
    name: `${category} ${id}`,
    role: 'Expert',
    description: '',
    avatarUrl: `/avatars/${id}.png`,
    category,
    photo: `/avatars/${id}.png`,
    bio: '',
    domainFocus: 'Banking',
    experience: 'Banking',
    superpower: '',
    expertise,
  };
}

const PERSONAS: Record<PersonaCategory, Persona[]> = {
  consultant: [
    persona('c1', 'consultant', ['business model innovation', 'design thinking']),
    persona('c2', 'consultant', ['process redesign', 'lean operations']),
  ],
  technologist: [
    persona('t1', 'technologist', ['open banking', 'API design']),
    persona('t2', 'technologist', ['machine learning', 'fraud analytics']),
  ],
  banker: [
    persona('b1', 'banker', ['credit risk', 'compliance']),
    persona('b2', 'banker', ['customer experience', 'product management']),
  ],
};
const CATEGORIES: PersonaCategory[] = ['consultant', 'technologist', 'banker'];
const SELECTIONS = Object.entries(SUBDOMAINS_BY_DOMAIN).flatMap(([domainId, subdomains]) =>
  subdomains.map((subdomainId) => ({ domainId, subdomainId })),
);
const PROBLEM =
  'Customers give up during onboarding because of paper documents, long waiting times and unclear fees.';

/** The spec's distinctness rule, written independently of the implementation. */
function sharedWordRatio(a: string, b: string): number {
  const words = (title: string) =>
    new Set(
      title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    );
  const wordsA = words(a);
  const wordsB = words(b);
  const shared = [...wordsA].filter((word) => wordsB.has(word)).length;
  return shared / Math.min(wordsA.size, wordsB.size);
}

function expectDistinct(ideas: readonly ComposedIdea[]): void {
  ideas.forEach((a, i) => {
    ideas.slice(i + 1).forEach((b) => {
      expect(sharedWordRatio(a.title, b.title), `${a.title} / ${b.title}`).toBeLessThanOrEqual(0.5);
    });
  });
}

function expectGrounded(ideas: readonly ComposedIdea[], problemStatement: string): void {
  const terms = extractKeyTerms(problemStatement);
  for (const idea of ideas) {
    expect(idea.description.length, idea.title).toBeGreaterThanOrEqual(80);
    const lower = idea.description.toLowerCase();
    expect(
      terms.some((term) => lower.includes(term.toLowerCase())),
      idea.description,
    ).toBe(true);
  }
}

function request(overrides: Partial<ComposeIdeasInput>): ComposeIdeasInput {
  return {
    personas: PERSONAS.technologist,
    domainId: 'retail_banking',
    subdomainId: 'deposits_accounts',
    problemStatement: PROBLEM,
    ideasPerPersona: 2,
    variant: 0,
    ...overrides,
  };
}

describe('composeIdeas for every subdomain and persona lens', () => {
  for (const { domainId, subdomainId } of SELECTIONS) {
    for (const category of CATEGORIES) {
      it(`${subdomainId} x ${category}: four distinct, grounded, stable ideas`, () => {
        const input = request({
          personas: [PERSONAS[category][0] as Persona],
          domainId,
          subdomainId,
          ideasPerPersona: 4,
        });
        const ideas = composeIdeas(input);
        expect(ideas).toHaveLength(4);
        expectDistinct(ideas);
        expectGrounded(ideas, PROBLEM);
        expect(composeIdeas(input)).toEqual(ideas);
        const regenerated = composeIdeas({ ...input, variant: 1 });
        expect(regenerated).toHaveLength(4);
        expectDistinct(regenerated);
        expect(regenerated.map((idea) => idea.title)).not.toEqual(ideas.map((idea) => idea.title));
      });
    }
  }

  it('gives a full team of six personas twelve distinct ideas in every subdomain and variant', () => {
    const team = CATEGORIES.flatMap((category) => PERSONAS[category]);
    for (const { domainId, subdomainId } of SELECTIONS) {
      for (const variant of [0, 1, 2]) {
        const ideas = composeIdeas(request({ personas: team, domainId, subdomainId, variant }));
        expect(ideas, `${subdomainId} v${variant}`).toHaveLength(12);
        expectDistinct(ideas);
      }
    }
  });
});

describe('composeIdeas output', () => {
  it('keeps persona order, names the source persona and uses a short category as type', () => {
    const team = [PERSONAS.banker[0], PERSONAS.consultant[0]] as Persona[];
    const ideas = composeIdeas(request({ personas: team }));
    expect(ideas.map((idea) => idea.personaId)).toEqual(['b1', 'b1', 'c1', 'c1']);
    expect(ideas[0]?.personaSource).toBe('banker b1');
    for (const idea of ideas) {
      expect(['Product', 'Process', 'Platform', 'Service', 'Business Model']).toContain(idea.type);
    }
  });

  it('follows the problem statement: a fraud problem leads to fraud ideas', () => {
    const ideas = composeIdeas(
      request({
        subdomainId: 'cards_payments',
        problemStatement: 'Scam victims send money to fraudsters and the payee name is never checked.',
        ideasPerPersona: 1,
      }),
    );
    expect(ideas[0]?.title).toMatch(/Payee Name Check/);
  });

  it('differs from one regeneration to the next', () => {
    const titles = [0, 1, 2, 3].map((variant) =>
      composeIdeas(request({ variant, ideasPerPersona: 3 }))
        .map((idea) => idea.title)
        .join('|'),
    );
    expect(new Set(titles).size).toBe(4);
  });

  it('falls back to domain-level or generic patterns for unknown selections, without throwing', () => {
    const unknownSubdomain = composeIdeas(request({ subdomainId: 'space_banking' }));
    expect(unknownSubdomain).toHaveLength(4);
    const unknownBoth = composeIdeas(request({ domainId: 'x', subdomainId: '', personas: PERSONAS.banker }));
    expect(unknownBoth).toHaveLength(4);
    expectDistinct(unknownBoth);
  });

  it('accepts the catalogue’s numbered display names as well as ids', () => {
    const byName = composeIdeas(
      request({ domainId: '1. Retail Banking', subdomainId: '1.2 Cards & Payments' }),
    );
    const byId = composeIdeas(request({ subdomainId: 'cards_payments' }));
    expect(byName).toEqual(byId);
  });

  it('copes with short, odd and non-English problem statements', () => {
    for (const problemStatement of [
      'fees!!!!!!',
      '??? ... !!!',
      'Kunden warten zu lange auf die Kontoeröffnung',
      '',
    ]) {
      const ideas = composeIdeas(request({ problemStatement }));
      expect(ideas).toHaveLength(4);
      for (const idea of ideas) expect(idea.description.length).toBeGreaterThanOrEqual(80);
    }
    const german = composeIdeas(
      request({ problemStatement: 'Kunden warten zu lange auf die Kontoeröffnung' }),
    );
    expect(german.some((idea) => idea.description.includes('kontoeröffnung'))).toBe(true);
    expectGrounded(german, 'Kunden warten zu lange auf die Kontoeröffnung');
    const punctuation = composeIdeas(request({ problemStatement: '??? ... !!!' }));
    expect(punctuation[0]?.description).toContain('??? ... !!!');
  });

  it('returns nothing for no personas or no ideas wanted', () => {
    expect(composeIdeas(request({ personas: [] }))).toEqual([]);
    expect(composeIdeas(request({ ideasPerPersona: 0 }))).toEqual([]);
  });
});
