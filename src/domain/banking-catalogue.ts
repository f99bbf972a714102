export interface BankingSubdomain {
  id: string;
  name: string;
}

export interface BankingDomain {
  id: string;
  name: string;
  description: string;
  /** A Tabler icon name, e.g. 'building-bank' for IconBuildingBank. */
  icon: string;
  subdomains: readonly BankingSubdomain[];
}

/** The fixed catalogue of SPEC section 3; journeys store these ids, screens show the names. */
export const BANKING_DOMAINS: readonly BankingDomain[] = [
  {
    id: 'retail_banking',
    name: '1. Retail Banking',
    description:
      'Everyday banking for individuals and households, from accounts and cards to loans and cover.',
    icon: 'building-bank',
    subdomains: [
      { id: 'deposits_accounts', name: '1.1 Deposits & Accounts' },
      { id: 'cards_payments', name: '1.2 Cards & Payments' },
      { id: 'personal_financing', name: '1.3 Personal Financing' },
      { id: 'home_financing', name: '1.4 Home Financing' },
      { id: 'insurance', name: '1.5 Insurance' },
      { id: 'digital_services', name: '1.6 Digital Services' },
    ],
  },
  {
    id: 'corporate_sme_banking',
    name: '2. Corporate & SME Banking',
    description: 'Accounts, credit, trade and cash management for small firms and larger companies.',
    icon: 'briefcase',
    subdomains: [
      { id: 'business_accounts', name: '2.1 Business Accounts' },
      { id: 'credit_lending', name: '2.2 Credit & Lending' },
      { id: 'trade_treasury', name: '2.3 Trade & Treasury' },
      { id: 'payments_collection', name: '2.4 Payments & Collection' },
      { id: 'sme_services', name: '2.5 SME Services' },
    ],
  },
  {
    id: 'wealth_management',
    name: '3. Wealth Management',
    description:
      'Investment, lending and advisory services that grow and protect the wealth of affluent clients.',
    icon: 'diamond',
    subdomains: [
      { id: 'investments', name: '3.1 Investments' },
      { id: 'premium_deposits', name: '3.2 Premium Deposits' },
      { id: 'alt_investments', name: '3.3 Alternative Investments' },
      { id: 'wealth_financing', name: '3.4 Wealth Financing' },
      { id: 'trust_estate', name: '3.5 Trust & Estate' },
      { id: 'concierge_advisory', name: '3.6 Concierge & Advisory' },
    ],
  },
];

export function getDomain(domainId: string): BankingDomain | undefined {
  return BANKING_DOMAINS.find((domain) => domain.id === domainId);
}

export function getSubdomain(domainId: string, subdomainId: string): BankingSubdomain | undefined {
  return getDomain(domainId)?.subdomains.find((subdomain) => subdomain.id === subdomainId);
}

export function subdomainBelongsTo(domainId: string, subdomainId: string): boolean {
  return getSubdomain(domainId, subdomainId) !== undefined;
}

/**
 * 'Domain > Subdomain' as shown on the define screens; only the domain name while no valid
 * subdomain is chosen, and '' while no known domain is chosen.
 */
export function focusAreaLabel(domainId: string, subdomainId: string): string {
  const domain = getDomain(domainId);
  if (!domain) return '';
  const subdomain = getSubdomain(domainId, subdomainId);
  return subdomain ? `${domain.name} > ${subdomain.name}` : domain.name;
}
