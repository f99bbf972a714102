/** Two example problem statements per domain, shown on the problem screen as a starting point. */
const EXAMPLES: Record<string, [string, string]> = {
  retail_banking: [
    'Young customers open an account with us but move their salary elsewhere within a year, because our app makes everyday budgeting and saving feel like work.',
    'Card fraud disputes take our customers up to three weeks to resolve, and many call the contact centre several times before they get their money back.',
  ],
  corporate_sme_banking: [
    'Small business owners wait up to four weeks for a working-capital decision, so they turn to costlier lenders who answer within days.',
    'Our SME clients reconcile incoming payments by hand every week because remittance data does not reach them in a usable form.',
  ],
  wealth_management: [
    'Clients inheriting wealth rarely stay with us: we know the first generation well but have no relationship with their heirs before the transfer happens.',
    'Relationship managers spend most of a client review preparing reports instead of discussing goals, so clients feel our advice is generic.',
  ],
};

const GENERIC: [string, string] = [
  'Customers abandon our digital onboarding halfway because it asks for documents they do not have at hand.',
  'Our branches and app give different answers to the same question, so customers no longer trust either channel.',
];

export function problemExamples(domainId: string): [string, string] {
  return EXAMPLES[domainId] ?? GENERIC;
}
