import type { UserPersona } from './journey-state';

/** Shown beside the suggestions so nobody mistakes them for research. */
export const ASSUMPTION_NOTE =
  'These profiles are assumptions for your team to test with real users, not research findings.';

interface SuggestionSet {
  extremeUser: readonly string[];
  unexpectedUser: readonly string[];
}

// Extreme users push a need to its limit; unexpected users are people the team would not design for.
const SUGGESTIONS: Readonly<Record<string, SuggestionSet>> = {
  retail_banking: {
    extremeUser: [
      'A gig-economy courier paid daily by three different apps, who checks the balance several times a day and pays an overdraft fee whenever a platform pays late.',
      'A 78-year-old widow who has banked at the same branch for fifty years, has never used a banking app and is wary of phone scams since a neighbour lost her savings.',
      'A 24-year-old with five fintech accounts who moves money for a better rate within minutes and abandons any sign-up that takes longer than three minutes.',
      'A newcomer to the country with a foreign passport, no local credit history and no proof of address, who needs an account before the first pay day.',
    ],
    unexpectedUser: [
      "Not a customer in their own right: an adult child who manages a parent's money under a power of attorney and needs to pay bills without pretending to be the parent.",
      'Someone who bends the product to another purpose: a small landlord who runs rental income through a personal account and uses savings pots as informal bookkeeping.',
      "A person who never holds the account: a parent who wants to give pocket money, set limits and teach saving without opening a full account in the child's name.",
      "A helper in the background: a carer who shops for a vulnerable client with the client's card and needs a safe, traceable way to do it.",
    ],
  },
  corporate_sme_banking: {
    extremeUser: [
      'An online seller whose monthly revenue swings fivefold around peak season, who needs working capital within days and has no property to offer as security.',
      'The finance director of a family manufacturer importing from four countries, who still posts paper trade documents and matches dozens of payments by hand each week.',
      'A sole trader who runs the whole business from a phone between jobs, has no accountant and files the VAT return late almost every quarter.',
      'A group treasurer handling forty accounts at twelve banks, who needs one view of the cash position every morning before nine.',
    ],
    unexpectedUser: [
      "Not the business owner at all: an external accountant who logs in for thirty small clients and needs approvals and exports without sharing anyone's password.",
      'A volunteer rather than a professional: the treasurer of a charity or sports club, with a day job, who needs two trustees to approve every payment.',
      "Someone who never banks with you: a supplier of your corporate client who is paid early through that client's supply-chain finance programme.",
      'A business that does not exist yet: a founder testing demand who wants to take first payments and keep the money apart before registering a company.',
    ],
  },
  wealth_management: {
    extremeUser: [
      'An entrepreneur who has just sold a company, holds most of the proceeds in cash far above the deposit-insurance limit and wants a plan within weeks.',
      'A globally mobile executive with assets in three currencies and a tax residence that changes every few years, who expects to reach a named adviser at any hour.',
      'A retiree living on portfolio income who fears a market fall, calls the adviser after every headline and would rather borrow against investments than sell them.',
      'A young tech employee whose wealth sits almost entirely in company shares and options, who has never had an adviser and wants to do everything in an app.',
    ],
    unexpectedUser: [
      "Not the client but the next generation: an adult heir who has never met the family's adviser and will likely move the inheritance unless the bank earns their trust first.",
      "Someone arriving at a hard moment: an executor settling a late client's estate, who needs a list of accounts, clear next steps and a person to talk to.",
      'A professional intermediary: a family-office analyst serving several families, who cares more about clean data feeds than about the private-banking experience.',
      'A client whose decisions are shared: a professional athlete with a high but short-lived income, whose agent takes part in every money decision.',
    ],
  },
};

const GENERIC_SUGGESTIONS: SuggestionSet = {
  extremeUser: [
    'A power user who relies on the service every day, pushes every feature to its limit and is the first to notice when something is slow or missing.',
    'A customer with very little digital confidence who avoids apps, prefers to talk to a person and needs every step explained.',
    'A customer in financial difficulty for whom every fee and every delay matters, who checks the balance before each purchase.',
  ],
  unexpectedUser: [
    'Someone acting for the customer: a family member, carer or accountant who needs safe, limited access to the service.',
    'A member of bank staff who uses the service to help customers and will find workarounds if it slows them down.',
    'A customer of a partner company who meets the service under another brand and does not know the bank is behind it.',
  ],
};

function suggestionSet(domainId: string): SuggestionSet {
  return SUGGESTIONS[domainId] ?? GENERIC_SUGGESTIONS;
}

/** Any integer picks a text, so 'Regenerate' can simply count up and wrap round. */
function pick(texts: readonly string[], variant: number): string {
  const index = ((Math.trunc(variant) % texts.length) + texts.length) % texts.length;
  return texts[index] ?? '';
}

export function suggestExtremeUser(domainId: string, variant: number): string {
  return pick(suggestionSet(domainId).extremeUser, variant);
}

export function suggestUnexpectedUser(domainId: string, variant: number): string {
  return pick(suggestionSet(domainId).unexpectedUser, variant);
}

export function suggestionCount(domainId: string): { extremeUser: number; unexpectedUser: number } {
  const set = suggestionSet(domainId);
  return { extremeUser: set.extremeUser.length, unexpectedUser: set.unexpectedUser.length };
}

/**
 * SPEC section 4: once the average user is filled, empty extreme and unexpected fields get the
 * domain's suggestion; a field the user has typed in is never overwritten.
 */
export function fillEmptySuggestions(persona: UserPersona, domainId: string, variant = 0): UserPersona {
  if (persona.averageUser.trim() === '') return persona;
  const extremeUser =
    persona.extremeUser.trim() === '' ? suggestExtremeUser(domainId, variant) : persona.extremeUser;
  const unexpectedUser =
    persona.unexpectedUser.trim() === '' ? suggestUnexpectedUser(domainId, variant) : persona.unexpectedUser;
  if (extremeUser === persona.extremeUser && unexpectedUser === persona.unexpectedUser) return persona;
  return { ...persona, extremeUser, unexpectedUser };
}
