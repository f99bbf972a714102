import type { UserPersona } from '../../../../domain/journey-state';

export interface PersonaFieldText {
  label: string;
  description: string;
}

/** Labels and hints of the user-persona form on /validate/real, in the order shown. */
export const PERSONA_FIELDS: Readonly<Record<keyof UserPersona, PersonaFieldText>> = {
  averageUser: {
    label: 'Average User',
    description: 'The typical customer for this idea: who they are, their situation and habits.',
  },
  extremeUser: {
    label: 'Extreme User',
    description: 'Someone who needs this far more, or far less, than most; they reveal needs others hide.',
  },
  unexpectedUser: {
    label: 'Unexpected User',
    description: 'Someone you would not design for, who might still use or be affected by it.',
  },
  primaryNeeds: {
    label: 'Primary Needs',
    description: 'What the average user must get done; without it the idea fails.',
  },
  secondaryNeeds: {
    label: 'Secondary Needs',
    description: 'What would make the experience better, but is not essential.',
  },
  unmetNeeds: {
    label: 'Unmet Needs',
    description: 'What no bank or competitor serves well today.',
  },
  marketTrends: {
    label: 'Market Trends',
    description: 'Shifts in customer behaviour, technology or regulation that make this timely.',
  },
};
