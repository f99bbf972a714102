import type { KnowledgeEntry } from './knowledge-types';

const PART_2 = 'Source: knowledge sheet, Part 2 (delivery methods)';

export const deliveryEntries: KnowledgeEntry[] = [
  {
    id: 'business-case',
    title: 'Writing a business case for an innovation',
    keywords: [
      'business case',
      'investment case',
      'funding',
      'budget',
      'costs',
      'benefits',
      'npv',
      'payback',
      'financials',
    ],
    body: `A business case asks the bank to invest, so it must be clear, honest and proportionate to the stage of the idea.

**Core sections**
- **Problem and opportunity**: the customer pain, with evidence.
- **Proposed solution** and what is in and out of scope.
- **Options considered**, including doing nothing and partnering.
- **Benefits**: revenue, cost savings, risk reduction, customer outcomes. Say which are measured and which are estimated.
- **Costs**: build, run, compliance, marketing, and people time.
- **Risks and mitigations**: regulatory, operational, third-party, reputational.
- **Plan and milestones**, with decision points.
- **The ask**: money, people and sponsorship.

**Tips for early-stage ideas**
- Fund learning in stages rather than asking for the full build: a small budget for experiments, then more when evidence arrives.
- Show ranges, not single numbers, and name the assumptions behind them.
- Tie benefits to the bank's strategic goals; the *Is it Worth It?* answers are a good starting point.`,
    source: PART_2,
  },
  {
    id: 'business-model-canvas',
    title: 'The Business Model Canvas',
    keywords: [
      'business model canvas',
      'bmc',
      'business model',
      'osterwalder',
      'value proposition',
      'revenue streams',
      'cost structure',
    ],
    body: `The **Business Model Canvas**, from Osterwalder and Pigneur's *Business Model Generation* (2010), describes how an idea creates, delivers and captures value on one page, in nine blocks:

- **Customer segments**: who you serve.
- **Value propositions**: what problem you solve for them.
- **Channels**: how you reach and serve them (app, branch, partners).
- **Customer relationships**: self-service, personal, automated.
- **Revenue streams**: fees, interest margin, interchange, subscriptions, referral income.
- **Key resources**: licences, data, brand, balance sheet, talent.
- **Key activities**: underwriting, servicing, compliance, marketing.
- **Key partners**: fintechs, platforms, vendors, other banks.
- **Cost structure**: build, run, risk and acquisition costs.

**Banking tip**: watch for hidden revenue shifts. A fee-free overdraft buffer may lift engagement but reduce fee income; a round-up saving feature may be funded partly by card interchange. Make these trade-offs visible on the canvas so the *Worth* discussion is honest.`,
    source: `${PART_2}; Part 1 (deposits)`,
  },
  {
    id: 'pitch-deck',
    title: 'Structuring a pitch',
    keywords: [
      'pitch',
      'pitch deck',
      'presentation',
      'slides',
      'storytelling',
      'investors',
      'sequoia',
      'present idea',
    ],
    body: `A good pitch tells a short, evidence-backed story. A widely used outline (Sequoia's) runs:

1. **Purpose**: the idea in one sentence.
2. **Problem**: the customer pain and who feels it.
3. **Solution**: how the idea solves it, ideally shown, not told.
4. **Why now**: trends, regulation or technology that make it timely.
5. **Market size**: how big the opportunity is.
6. **Competition**: alternatives and your advantage.
7. **Product**: what it looks like and how it works.
8. **Business model**: how it makes money or saves cost.
9. **Team**: who will deliver it.
10. **Financials and the ask**: what you need and what you will deliver.

A shorter version for internal committees is **problem, solution, market, traction, ask**.

Innovation Studio's pitch output follows a similar shape: Problem & Opportunity, Innovation Team, Domain Focus, Solution, Real/Win/Worth, Go-to-Market and Next Steps. Copy it into your slide tool and add real evidence from your tests.`,
    source: PART_2,
  },
  {
    id: 'business-requirements-document',
    title: 'Business requirements document (BRD)',
    keywords: [
      'brd',
      'business requirements',
      'requirements document',
      'functional requirements',
      'non-functional requirements',
      'scope',
      'acceptance criteria',
    ],
    body: `A **business requirements document (BRD)** explains what the business needs from a solution, so that delivery teams, vendors and risk functions share one understanding.

**Typical sections**
- Version control and approvals
- Executive summary and background (the need)
- Measurable objectives
- Scope: in and out
- Stakeholders and roles
- As-is and to-be processes
- **Business, functional and non-functional requirements** (performance, security, usability, recovery)
- Assumptions, constraints and dependencies
- Risks and mitigations
- Acceptance criteria, schedule and glossary

**Tips**
- Write requirements as testable statements: *"The customer can see the payee-name check result before confirming."*
- Keep the *why* visible; link each requirement to an objective.
- In a bank, add regulatory requirements (consent, record-keeping, outsourcing and resilience duties) explicitly.

Innovation Studio generates a BRD draft from your journey that you can refine.`,
    source: PART_2,
  },
  {
    id: 'stakeholder-buy-in',
    title: 'Winning stakeholder buy-in inside a bank',
    keywords: [
      'stakeholder',
      'buy-in',
      'sponsor',
      'executive support',
      'governance',
      'committee',
      'persuade',
      'management support',
      'change',
    ],
    body: `Good ideas die in banks when nobody important feels ownership. Buy-in is built, not requested at the end.

**Who to bring along**
- An **executive sponsor** who owns the outcome and the budget.
- **Risk, compliance and legal** as early co-designers; ask "what would make this acceptable?" rather than "can we?".
- **Operations and technology** owners who will run it.
- **Frontline staff** who hear customer pain daily.

**How to persuade**
- Show the customer, not the technology: quotes, journey maps, a short video.
- Bring evidence from small experiments rather than forecasts alone.
- Frame the idea in the bank's strategic goals and risk appetite.
- Ask for a staged commitment: fund the next experiment, not the full build.
- Name the lead owner and the funding model early. Several bank consortium platforms in trade finance closed because governance and funding were unclear, not because the technology failed.

R-W-W's question *"does top management support it?"* is part of being worth it.`,
    source: `${PART_2}; Part 1 (trade & treasury)`,
  },
  {
    id: 'innovation-metrics',
    title: 'Measuring innovation performance',
    keywords: [
      'innovation metrics',
      'measure innovation',
      'vitality index',
      'portfolio',
      'pipeline',
      'input metrics',
      'output metrics',
      'innovation kpi',
    ],
    body: `How should a bank measure its innovation work as a whole, beyond single experiments?

**Three families of metrics** (from a McKinsey survey of executives):
- **Inputs**: budget and people, ideas in the pipeline.
- **Process**: how quickly ideas move through stages, share passing each gate, time to market.
- **Outputs**: revenue or savings from new products, customer adoption, satisfaction.

**The vitality index**, first used by 3M in 1988, measures the share of revenue from products launched in the last three to five years. It is easy to explain but lags and can be gamed by relabelling old products.

**Practical tips**
- Track learning too: experiments run, assumptions tested, ideas stopped early (stopping cheaply is a success).
- Balance the portfolio: core improvements, adjacent moves and a few bold bets.
- Review the metrics quarterly with the sponsor, and keep them few.

George Day noted that most executives surveyed were unhappy with their innovation performance, which is a good reason to measure it honestly.`,
    source: PART_2,
  },
];
