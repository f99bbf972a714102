import { z } from './zod';

export const personaCategorySchema = z.enum(['consultant', 'technologist', 'banker']);
export type PersonaCategory = z.infer<typeof personaCategorySchema>;

/** A built-in expert persona (SPEC section 3). The catalogue itself lives in personas.ts. */
export interface Persona {
  id: string;
  name: string;
  role: string;
  description: string;
  /** Path of a locally generated avatar, served from our own origin. */
  avatarUrl: string;
  category: PersonaCategory;
  /** Same image as avatarUrl; the spec names both fields. */
  photo: string;
  bio: string;
  domainFocus: string;
  /** Labelled "Industry" in the horizontal layout. */
  experience: string;
  superpower: string;
  /** Areas of expertise the idea engine draws on, e.g. 'open banking', 'credit risk'. */
  expertise: string[];
}

/** A persona as written: its avatar is added from its id (personas.ts). */
export type PersonaTexts = Omit<Persona, 'avatarUrl' | 'photo'>;
