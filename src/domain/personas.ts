import { type Persona, type PersonaCategory, type PersonaTexts, personaCategorySchema } from './persona';
import { BANKERS } from './personas-bankers';
import { CONSULTANTS } from './personas-consultants';
import { TECHNOLOGISTS } from './personas-technologists';

/** Avatars are generated locally (persona-avatar.ts) and served from our own origin. */
function withAvatar(texts: PersonaTexts): Persona {
  const avatar = `/avatars/${texts.id}.svg`;
  return { ...texts, avatarUrl: avatar, photo: avatar };
}

export const PERSONAS: readonly Persona[] = [...CONSULTANTS, ...TECHNOLOGISTS, ...BANKERS].map(withAvatar);

export const PERSONA_CATEGORIES: readonly PersonaCategory[] = personaCategorySchema.options;

/** Headings, e.g. a section title. */
export const CATEGORY_LABELS: Readonly<Record<PersonaCategory, string>> = {
  consultant: 'Consultants',
  technologist: 'Technologists',
  banker: 'Bankers',
};

/** One member of a category, e.g. a badge. */
export const CATEGORY_SINGULAR_LABELS: Readonly<Record<PersonaCategory, string>> = {
  consultant: 'Consultant',
  technologist: 'Technologist',
  banker: 'Banker',
};

/** Lower-case nouns as they appear inside the spec's toast messages (SPEC section 5). */
export const CATEGORY_NOUNS: Readonly<Record<PersonaCategory, string>> = {
  consultant: 'consultants',
  technologist: 'technologists',
  banker: 'bankers',
};

export function getPersona(id: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.id === id);
}

export function personasByCategory(category: PersonaCategory): Persona[] {
  return PERSONAS.filter((persona) => persona.category === category);
}
