import { describe, expect, it } from 'vitest';
import { teamMemberSchema } from './journey-state';
import {
  CATEGORY_LABELS,
  CATEGORY_NOUNS,
  CATEGORY_SINGULAR_LABELS,
  getPersona,
  PERSONA_CATEGORIES,
  PERSONAS,
  personasByCategory,
} from './personas';

const TEXT_FIELDS = [
  'name',
  'role',
  'description',
  'bio',
  'domainFocus',
  'experience',
  'superpower',
] as const;

describe('PERSONAS', () => {
  it('holds 3 consultants, 8 technologists and 4 bankers with the spec ids, in order', () => {
    expect(PERSONAS.map((persona) => persona.id)).toEqual([
      ...['c1', 'c2', 'c3'],
      ...['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'],
      ...['b1', 'b2', 'b3', 'b4'],
    ]);
    expect(personasByCategory('consultant').every((p) => p.id.startsWith('c'))).toBe(true);
    expect(personasByCategory('technologist').every((p) => p.id.startsWith('t'))).toBe(true);
    expect(personasByCategory('banker').every((p) => p.id.startsWith('b'))).toBe(true);
  });

  it.each(PERSONAS.map((persona) => [persona.id, persona] as const))(
    '%s fills every field',
    (id, persona) => {
      for (const field of TEXT_FIELDS) expect(persona[field].trim(), field).not.toBe('');
      expect(persona.avatarUrl).toBe(`/avatars/${id}.svg`);
      expect(persona.photo).toBe(persona.avatarUrl);
      expect(persona.expertise.length).toBeGreaterThanOrEqual(3);
      expect(persona.expertise.length).toBeLessThanOrEqual(6);
      const sentences = persona.bio.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    },
  );

  it('gives every persona a distinct name and expertise no other persona repeats', () => {
    expect(new Set(PERSONAS.map((p) => p.name)).size).toBe(PERSONAS.length);
    const keywords = PERSONAS.flatMap((p) => p.expertise.map((keyword) => keyword.toLowerCase()));
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it('fits the team member schema once a persona joins a team', () => {
    for (const persona of PERSONAS) {
      const { name, role, category, domainFocus } = persona;
      const member = { id: `m-${persona.id}`, personaId: persona.id, name, role, category, domainFocus };
      expect(teamMemberSchema.safeParse(member).success, persona.id).toBe(true);
    }
  });
});

describe('persona helpers', () => {
  it('finds a persona by id and returns undefined for an unknown one', () => {
    expect(getPersona('t5')?.category).toBe('technologist');
    expect(getPersona('b4')?.name).toBe('Isabelle Laurent');
    expect(getPersona('x9')).toBeUndefined();
    expect(getPersona('')).toBeUndefined();
  });

  it('lists personas of one category', () => {
    expect(personasByCategory('consultant')).toHaveLength(3);
    expect(personasByCategory('technologist')).toHaveLength(8);
    expect(personasByCategory('banker').map((p) => p.id)).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('labels each category for headings, badges and messages', () => {
    expect(PERSONA_CATEGORIES).toEqual(['consultant', 'technologist', 'banker']);
    expect(CATEGORY_LABELS).toEqual({
      consultant: 'Consultants',
      technologist: 'Technologists',
      banker: 'Bankers',
    });
    expect(CATEGORY_SINGULAR_LABELS.banker).toBe('Banker');
    expect(CATEGORY_NOUNS).toEqual({
      consultant: 'consultants',
      technologist: 'technologists',
      banker: 'bankers',
    });
  });
});
