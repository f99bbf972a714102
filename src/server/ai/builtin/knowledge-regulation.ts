import type { KnowledgeEntry } from './knowledge-types';

const ANCHORS = 'Source: knowledge sheet, regulatory anchors (high level, not legal advice)';

export const regulationEntries: KnowledgeEntry[] = [
  {
    id: 'eu-ai-act',
    title: 'The EU AI Act: what innovation teams should know',
    keywords: [
      'ai act',
      'eu ai act',
      'high-risk ai',
      'credit scoring',
      'ai regulation',
      'explainability',
      'gdpr article 22',
      'automated decisions',
    ],
    body: `The **EU AI Act** (Regulation 2024/1689) sets duties according to the risk of an AI use. At a high level, for banks:

**High-risk uses** include
- creditworthiness assessment and credit scoring of **natural persons** (sole traders included);
- risk assessment and pricing for **life and health insurance**.

**Carved out or out of scope**
- Fraud detection is carved out of the high-risk credit category.
- Lending to companies is outside that category.

**What high-risk means in practice**: risk management, data governance, documentation, human oversight, accuracy and robustness testing, and logging. The main duties were scheduled to apply from August 2026, though later EU simplification proposals may move dates, so check the current timetable.

**Related rule**: the EU Court of Justice (SCHUFA case, 2023) applied GDPR's rules on automated decisions to credit scores, so explainability and the right to human review matter even outside the AI Act.

**For your idea**: decide early whether it touches a high-risk use, and design human oversight and explanations in from the start. This is a summary, not legal advice.`,
    source: ANCHORS,
  },
  {
    id: 'dora',
    title: 'DORA: digital operational resilience',
    keywords: [
      'dora',
      'operational resilience',
      'ict risk',
      'third party risk',
      'outsourcing',
      'cloud',
      'incident reporting',
      'resilience testing',
      'vendor',
    ],
    body: `The **Digital Operational Resilience Act (DORA)**, Regulation 2022/2554, applies to EU financial entities from 17 January 2025. It matters to almost every innovation that uses cloud, fintech partners or new technology vendors.

**Key duties**
- Keep a **register of all ICT third-party contracts**, with regular submissions to supervisors.
- Manage ICT risk, including concentration on a few providers.
- Classify and **report major ICT incidents**.
- Run **resilience testing**, up to threat-led penetration tests for larger firms.
- Critical ICT providers come under EU-level oversight.

**What it means for innovation teams**
- Budget time for vendor due diligence and contract clauses (audit rights, exit plans).
- Design for failure: what happens to customers if a partner's API goes down?
- Record partners in the register before the pilot goes live, not after.
- A marketplace or embedded-finance idea adds third parties, so plan the oversight effort in the business case.

This is a high-level summary, not legal advice.`,
    source: ANCHORS,
  },
  {
    id: 'regtech',
    title: 'RegTech: technology for compliance',
    keywords: [
      'regtech',
      'compliance technology',
      'compliance automation',
      'aml monitoring',
      'transaction monitoring',
      'sanctions screening',
      'regulatory reporting',
      'suptech',
    ],
    body: `**RegTech** uses technology to make compliance faster, cheaper and more reliable. It is a rich field for bank innovation teams because the pain is internal and well measured.

**Idea patterns**
- **Continuous monitoring** of transactions, communications or product terms instead of manual sampling.
- **Reusable KYC/KYB data**: verify once, reuse across products and refreshes.
- **Structured payment data** (ISO 20022) to cut false sanctions alerts and manual repairs.
- **Payee verification** in bulk for corporate payment files.
- **Meeting summaries and record-keeping** assistants for advisers, with consent.
- **Vulnerability flags** that trigger supportive journeys.

**How to approach it**
- Start from a measurable pain: alert volumes, handling time, backlog, rework.
- Keep a human decision on flagged cases; document model behaviour for auditors.
- Involve the second line as a co-owner, and agree evidence standards before a pilot.
- Check DORA and outsourcing duties when a vendor is involved.`,
    source: `${ANCHORS}; Part 1`,
  },
  {
    id: 'tokenisation-and-digital-assets',
    title: 'Tokenisation, digital assets and MiCA',
    keywords: [
      'tokenisation',
      'tokenization',
      'blockchain',
      'digital assets',
      'crypto',
      'mica',
      'stablecoin',
      'deposit token',
      'dlt',
    ],
    body: `**Tokenisation** records ownership of an asset (a deposit, fund share or trade document) on a ledger so it can move at any hour with programmable rules.

**Patterns seen in the market**
- **Deposit tokens** for round-the-clock treasury movements and intraday liquidity between a corporate's entities.
- **Tokenised money-market funds**, some usable as collateral.
- **Tokenised private-fund interests** with lower minimums.
- **Electronic trade documents** that carry legal weight under MLETR-style laws.
- **Regulated crypto access** through ETFs or licensed custody.

**Regulation**: the EU's **MiCA** regulation fully applies since 30 December 2024; one crypto-asset service provider licence passports across the EU, and transitional arrangements end by July 2026 at the latest.

**Lessons**
- Tell deposit tokens apart from stablecoins; their legal status differs.
- Settlement finality, custody and interoperability are the hard parts.
- Many bank consortium networks closed for reasons of governance and funding, not technology: agree the owner and business model first.`,
    source: `${ANCHORS}; Part 1 (trade & treasury, investments)`,
  },
  {
    id: 'consumer-duty-fair-value',
    title: 'Fair value and vulnerable customers',
    keywords: [
      'consumer duty',
      'fair value',
      'vulnerable customers',
      'conduct',
      'customer outcomes',
      'product governance',
      'fees',
      'positive friction',
    ],
    body: `Regulators increasingly judge products by the **outcomes** they deliver. The UK's **Consumer Duty** requires fair value and good outcomes, and the regulator used it to pause sales of GAP insurance after finding that very little of the premium was paid out in claims while commissions were high.

**Questions to ask of any idea**
- Is the price reasonable for the benefit, including for customers who rarely use it?
- Do customers understand what they get, including exclusions?
- Could it cause harm to customers in vulnerable circumstances, and how would you notice?
- Are bundled extras (insurance in account tiers, add-ons at checkout) worth their cost?

**Design patterns that help**
- **Positive friction**: cooling-off periods before lifting a gambling block, or a pause before a risky payment.
- **Plain-language disclosure** at the moment of decision.
- **Easy routes to a human**, especially in bereavement, debt or fraud situations.
- **Monitoring outcomes** after launch, not just sales.

Insurance products also fall under the Insurance Distribution Directive's product oversight rules.`,
    source: ANCHORS,
  },
  {
    id: 'core-modernisation',
    title: 'Core banking modernisation for innovation',
    keywords: [
      'core banking',
      'legacy',
      'modernisation',
      'modernization',
      'migration',
      'cloud',
      'mainframe',
      'product engine',
      'architecture',
    ],
    body: `Many innovation ideas stall on the core banking system: products take months to configure and changes are risky.

**Approaches that work better**
- **Build beside, not instead**: stand up a new core or product engine next to the old one and launch new products there first.
- **Migrate in cohorts**: move customers in groups (by product or segment) rather than in one big-bang cut-over.
- **Configurable product engines**: define products by parameters, so a new savings or instalment product is configuration, not code.
- **APIs and events** around the core, so apps and partners do not depend on its internals.

**Risks**
- Large core replacements often run late and over budget; keep scope and milestones tight.
- Running two cores at once adds cost and reconciliation work.
- Cloud providers become ICT third parties under DORA; plan exit strategies and concentration risk.

**For an innovation team**: check early whether your idea needs core changes. If it does, consider a thin first release on the new platform, or a manual back office during the pilot.`,
    source: 'Source: knowledge sheet, Part 3 (technologist archetypes)',
  },
];
