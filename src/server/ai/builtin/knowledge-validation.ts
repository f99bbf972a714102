import type { KnowledgeEntry } from './knowledge-types';

const PART_2 = 'Source: knowledge sheet, Part 2 (validation methods)';

export const validationEntries: KnowledgeEntry[] = [
  {
    id: 'real-win-worth',
    title: 'Real / Win / Worth',
    keywords: [
      'real win worth',
      'rww',
      'r-w-w',
      'screen',
      'George Day',
      'validation framework',
      'innovation screening',
    ],
    body: `**Real / Win / Worth (R-W-W)** is a screening method for innovation ideas, published by George S. Day in Harvard Business Review in 2007 and built on a screen Don Schrello used in the 1960s. It asks three questions, each with two sub-questions:

- **Is it real?** Is the market real? Is the product real?
- **Can we win?** Can the product be competitive? Can our company be competitive?
- **Is it worth doing?** Will it be profitable at an acceptable risk? Does launching it make strategic sense?

Answers are **Yes, Maybe or No**. A firm No usually stops the idea or sends it back for rework; a Maybe marks a knowledge gap you should close with research or an experiment.

Use it **repeatedly**, not as a one-off gate: screen early with rough answers, then again as evidence grows.

In Innovation Studio, the Validate stage follows R-W-W: *Is it Real?* (desirability), *Can it Win?* (feasibility) and *Is it Worth It?* (viability, with a score out of 10).`,
    source: PART_2,
  },
  {
    id: 'is-it-real',
    title: 'Real: testing desirability',
    keywords: [
      'real win worth',
      'is it real',
      'real',
      'desirability',
      'market real',
      'customer need',
      'demand',
      'primary needs',
      'unmet needs',
      'market trends',
    ],
    body: `The first R-W-W question checks that there is a real market and a real product.

**Is the market real?**
- Is there a genuine need or problem?
- Can customers buy it (budget, access, authority) and will they?
- Is the market big enough to matter?

**Is the product real?**
- Is there a clear concept that can be built?
- Will it satisfy the need better than what customers do today?

**On the *Is it Real?* screen** you describe:
- the **average user**, **extreme user** and **unexpected user**;
- **primary needs** (must solve), **secondary needs** (nice to solve) and **unmet needs** (nobody solves today);
- **market trends** that make the idea timely, such as instant payments or open-banking data.

Evidence beats opinion: quote interviews, complaint data, drop-off rates or search trends. If you only have opinions, mark the answer as a Maybe and plan a quick test, such as a smoke test or a short round of interviews.`,
    source: PART_2,
  },
  {
    id: 'can-we-win',
    title: 'Win: testing feasibility and competitiveness',
    keywords: [
      'real win worth',
      'can we win',
      'win',
      'feasibility',
      'competitive advantage',
      'capabilities',
      'partners',
      'entry barriers',
      'competition',
      'readiness',
    ],
    body: `The second R-W-W question asks whether the product and the company can be competitive.

**Can the product be competitive?**
- Does it have a clear advantage customers notice?
- Can the advantage be sustained, or will rivals copy it quickly?
- How will competitors and fintechs respond?

**Can our company be competitive?**
- Do we have superior resources: data, licences, distribution, trust, balance sheet?
- Do we have the management and skills to deliver?

**On the *Can it Win?* screen** you record:
- **Internal capabilities**: expertise, systems, processes, data;
- **External assets and partners**: vendors, technology providers, advisers;
- **Entry barriers and competition**;
- a **readiness check**: technology readiness, talent readiness and clear differentiation.

Banking tip: a bank often wins through trust, regulatory permissions and existing customer relationships rather than technology. Be honest where a partner would win faster than building alone.`,
    source: PART_2,
  },
  {
    id: 'is-it-worth-it',
    title: 'Worth: viability and the worth score',
    keywords: [
      'real win worth',
      'is it worth it',
      'worth',
      'viability',
      'profitable',
      'return',
      'roi',
      'strategic relevance',
      'worth score',
      'risk',
      'cost estimate',
    ],
    body: `The third R-W-W question asks whether the idea is worth doing.

**Will it be profitable at acceptable risk?**
- Do expected returns exceed the costs, including run costs, compliance and marketing?
- What could go wrong, and how bad would it be?

**Does launching it make strategic sense?**
- Does it fit the bank's strategy and risk appetite?
- Does it build capabilities or relationships for the long term?
- Will senior management back it?

**On the *Is it Worth It?* screen**
- Choose **Expected Return** and **Strategic Relevance** (High, Medium or Low) and add a cost estimate, risks, long-term value and alignment.
- The **worth score** adds the two ratings: High = 5, Medium = 3, Low = 1, giving 2 to 10.
- A score of **7 or more** moves you straight on to the pitch; below 7 the page shows the score so you can strengthen the case first.

A low score is useful information: rework the business model, shrink the first release, or pick another idea.`,
    source: `${PART_2}; Innovation Studio (SPEC section 9)`,
  },
  {
    id: 'desirability-feasibility-viability',
    title: 'Desirability, feasibility and viability',
    keywords: [
      'desirability',
      'feasibility',
      'viability',
      'three lenses',
      'dfv',
      'want it',
      'build it',
      'make money',
    ],
    body: `Three lenses are used across design thinking and product work to test an idea:

- **Desirability**: *Do people want it?* Owned mostly by product, design and research. Evidence: interviews, tests, sign-ups.
- **Feasibility**: *Can we build and deliver it?* Owned by engineering, operations and legal. Evidence: technical spikes, vendor checks, regulatory review.
- **Viability**: *Should we? Can it make money and fit the strategy?* Owned by finance and the business. Evidence: business case, pricing tests.

The sweet spot for innovation is where all three overlap. An idea that customers love but the bank cannot run safely, or that works technically but loses money, is not ready.

**How they map to Real / Win / Worth**
- Is it real? is mostly desirability.
- Can we win? covers feasibility and competitiveness.
- Is it worth it? is viability and strategic fit.

Tip: identify which lens holds your riskiest assumption and test that one first.`,
    source: PART_2,
  },
  {
    id: 'assumption-mapping',
    title: 'Assumption mapping',
    keywords: [
      'assumption mapping',
      'assumptions',
      'leap of faith',
      'riskiest assumption',
      'David Bland',
      'testing business ideas',
      'hypotheses',
    ],
    body: `**Assumption mapping**, described by David J. Bland and Alex Osterwalder in *Testing Business Ideas* (2019), helps a team decide what to test first.

**How it works (60-90 minutes)**
1. List the assumptions behind your idea across desirability, feasibility and viability. For example: *"SMEs will connect their accounting software"*, *"we can decide credit in minutes"*, *"customers will pay a monthly fee"*.
2. Plot each on a 2x2: **importance** (would the idea fail if this were wrong?) against **evidence** (how much proof do we have?).
3. The top-left corner, **important with weak evidence**, holds your *leap-of-faith* assumptions.
4. Design a small experiment for each of those before building anything.

**Tips**
- Write assumptions as testable statements.
- Include regulatory and operational assumptions, not only customer ones: *"Compliance will accept video identification."*
- Revisit the map after each experiment; assumptions move as evidence grows.`,
    source: PART_2,
  },
  {
    id: 'mvp-experiments',
    title: 'MVP experiments: Wizard of Oz, concierge and smoke tests',
    keywords: [
      'mvp',
      'minimum viable product',
      'wizard of oz',
      'concierge mvp',
      'smoke test',
      'fake door',
      'pretotyping',
      'experiment',
      'lean startup',
    ],
    body: `A minimum viable product (MVP) is the smallest thing that lets you learn from real customers. Three cheap patterns:

- **Wizard of Oz**: the customer sees a working front end while people do the work behind it. Zappos started this way: photos of shoes from local shops went online, and each pair was bought only after an order arrived.
- **Concierge MVP**: you deliver the service openly by hand. Unlike Wizard of Oz, the customer knows a person is involved. Great for learning what customers really need, for instance a relationship manager building cash-flow forecasts manually for ten SMEs.
- **Smoke test / fake door**: advertise or show an entry point for something not yet built and measure clicks or sign-ups. Alberto Savoia calls this *pretotyping*: testing *whether* to build before *how*.

Rita McGrath's advice applies: run uncertain initiatives as **small, cheap, fast experiments**.

In a bank, agree the experiment's limits with compliance first: what customers are told, what data is kept, and how you close the test kindly.`,
    source: PART_2,
  },
  {
    id: 'pilots-and-sandboxes',
    title: 'Pilots and regulatory sandboxes',
    keywords: [
      'pilot',
      'pilots',
      'regulatory sandbox',
      'sandbox',
      'FCA sandbox',
      'live test',
      'cohort',
      'trial',
      'proof of concept',
    ],
    body: `Between an MVP and a full launch, banks usually run a **pilot**: a live version for a limited group, with clear success criteria and safeguards.

**Designing a pilot**
- Define the hypothesis and success metrics before launch.
- Limit scope: one segment, region or channel; cap volumes and exposure.
- Agree customer safeguards: how people can exit, complaints handling, compensation if things fail.
- Plan the decision at the end: scale, change or stop.

**Regulatory sandboxes** let firms test innovative products with real customers under tailored safeguards. The UK FCA opened the first in May 2016; tests typically ran for about six months in cohorts, and incumbent banks took part alongside start-ups. Early participants included a parametric flight-delay cover and an open-API money app.

**Tips**
- Involve compliance and the second line from the start.
- Pick pilot customers who represent the target persona, not only friendly staff.
- Staff pilots like real operations: a pilot that fails operationally tells you little about demand.`,
    source: `${PART_2}; Part 1 (insurance, digital services)`,
  },
  {
    id: 'experiment-metrics',
    title: 'Experimentation metrics and success criteria',
    keywords: [
      'metrics',
      'kpi',
      'success criteria',
      'measure',
      'experiment metrics',
      'conversion',
      'adoption',
      'hypothesis',
      'north star',
    ],
    body: `Every experiment needs a hypothesis and a metric chosen **before** it starts. A simple template:

> We believe **[customers]** will **[behaviour]** because **[reason]**. We will know we are right when **[metric]** reaches **[threshold]** within **[time]**.

**Useful metric types**
- **Desirability**: sign-up or click-through rate, task completion, repeat use, satisfaction.
- **Feasibility**: processing time, straight-through rate, error or exception rate.
- **Viability**: cost to serve, revenue per user, loss or fraud rate.

**Banking examples from the field**
- Onboarding: application abandonment and time to open.
- Payments: fraud and scam losses, authorisation rate.
- Lending: time to decision, approval rate, default rate.
- Digital service: containment rate (queries solved without a human).

**Tips**
- Prefer behaviour over stated intent.
- Pick one primary metric plus guardrails such as complaints, fraud and vulnerable-customer outcomes.
- Decide in advance what result would make you stop.`,
    source: `${PART_2}; Part 1 (metrics lines)`,
  },
];
