import type { KnowledgeEntry } from './knowledge-types';

const PART_2 = 'Source: knowledge sheet, Part 2 (design thinking methods)';

export const ideationEntries: KnowledgeEntry[] = [
  {
    id: 'brainstorming-rules',
    title: 'The seven rules of brainstorming',
    keywords: [
      'brainstorming rules',
      'brainstorm rules',
      'ideation rules',
      'defer judgement',
      'wild ideas',
      'IDEO rules',
      'ground rules',
    ],
    body: `IDEO's seven brainstorming rules are a simple, proven set of ground rules. Put them on the wall before you start:

1. **Defer judgement**: no criticism while ideas are flowing.
2. **Encourage wild ideas**: the odd ones often lead to the practical breakthrough.
3. **Build on the ideas of others**: say "and" rather than "but".
4. **Stay focused on the topic**: keep the How Might We question visible.
5. **One conversation at a time**: let each idea be heard.
6. **Be visual**: sketch, use sticky notes, draw the customer.
7. **Go for quantity**: many ideas first, selection later.

Why it matters in a bank: meetings often slide into risk review too early ("compliance will never allow it"). Keep the evaluation for later; Real / Win / Worth and the scoring step exist precisely so that judgement has its own moment.`,
    source: PART_2,
  },
  {
    id: 'running-a-brainstorm',
    title: 'Running a brainstorm',
    keywords: [
      'run a brainstorm',
      'brainstorm',
      'brainstorming session',
      'facilitate',
      'workshop',
      'ideation session',
      'generate ideas',
    ],
    body: `A good brainstorm is prepared, time-boxed and facilitated.

**Before**
- Write one sharp **How Might We** question.
- Invite 5-8 people with different backgrounds: customer-facing staff, technology, risk, product.
- Share a few customer insights so everyone starts from the same evidence.

**During (about 60 minutes)**
- Warm up for five minutes with a playful question.
- Review the seven rules: defer judgement, wild ideas, build on others, stay on topic, one conversation, be visual, go for quantity.
- Work silently first (for example **Crazy 8s**), then share and build aloud.
- Number the ideas: IDEO aims for around a hundred in an hour.
- Use prompts such as SCAMPER or "how would a fintech do this?" when energy drops.

**After**
- Cluster ideas with **affinity mapping**.
- Vote or score (appeal and strategic fit) to pick a shortlist.
- Record who owns the next step.`,
    source: PART_2,
  },
  {
    id: 'crazy-eights',
    title: 'Crazy 8s sketching',
    keywords: ['crazy 8s', 'crazy eights', 'sketching', 'eight ideas', 'rapid sketching', 'design sprint'],
    body: `**Crazy 8s** is a fast sketching exercise popularised by design sprints: each person folds a sheet of paper into eight panels and sketches **eight ideas in eight minutes**, one minute per panel.

**Why it works**
- The time pressure pushes people past their first, obvious idea.
- Working alone first stops the loudest voice from steering the group.
- Sketches communicate flows and screens better than words.

**How to run it**
1. Restate the How Might We question.
2. Give everyone paper and a thick pen (thick pens stop fussy detail).
3. Time eight one-minute rounds; it is fine to vary one idea across several panels.
4. Each person presents their favourite two or three in a minute each.
5. Dot-vote, then cluster.

**Banking tip**: ask people to sketch the customer's screen or conversation at the critical moment (for example when a payee name does not match), not the back-end system.`,
    source: 'Source: common design-sprint practice; knowledge sheet, Part 2',
  },
  {
    id: 'scamper',
    title: 'SCAMPER idea prompts',
    keywords: [
      'scamper',
      'substitute',
      'combine',
      'adapt',
      'modify',
      'put to another use',
      'eliminate',
      'reverse',
      'idea prompts',
      'creativity technique',
    ],
    body: `**SCAMPER** is a checklist of seven prompts for creating variations of an existing product or process. Use it when a brainstorm stalls.

- **Substitute**: what could replace a step or input? *Bank-account data instead of uploaded payslips.*
- **Combine**: what could be joined? *Savings pots combined with prize draws.*
- **Adapt**: what works elsewhere? *Instant alias payments adapted from another country.*
- **Modify / magnify**: what could be bigger, faster, smaller? *A loan decision in minutes instead of days.*
- **Put to another use**: who else could use it? *Deposit savings pledged to help a child's mortgage.*
- **Eliminate**: what could be removed? *No card number printed on the card.*
- **Reverse / rearrange**: what if the order flipped? *The payee requests the payment (request-to-pay).*

Take one existing product from your subdomain and run through the seven letters in 15-20 minutes.`,
    source: 'Source: common creativity practice; examples from knowledge sheet, Part 1',
  },
  {
    id: 'affinity-mapping',
    title: 'Affinity mapping: clustering notes and ideas',
    keywords: [
      'affinity mapping',
      'affinity diagram',
      'clustering',
      'cluster',
      'synthesis',
      'sticky notes',
      'themes',
      'grouping',
    ],
    body: `**Affinity mapping** turns a wall of sticky notes (research findings or brainstorm ideas) into a few clear themes.

**Steps**
1. Write one observation or idea per note.
2. Put all notes on a wall or a digital board.
3. Silently move notes that feel related next to each other. Anyone may move any note.
4. When groups settle, name each cluster with a short phrase that states the insight, e.g. *"Owners don't trust forecasts they can't edit."*
5. Look for clusters that surprise you and for gaps nobody mentioned.

**Tips**
- Do it silently first; discussion comes after the first grouping.
- Avoid ready-made categories such as "technology" or "process"; let themes come from the notes.
- After research, clusters feed your problem statement. After a brainstorm, they help you spot duplicate ideas and combine them.

Affinity mapping pairs well with dot voting to decide which theme to pursue first.`,
    source: 'Source: common design practice; knowledge sheet, Part 2',
  },
  {
    id: 'idea-selection',
    title: 'Scoring and selecting ideas',
    keywords: [
      'select idea',
      'choose idea',
      'score ideas',
      'evaluate ideas',
      'appeal',
      'strategic fit',
      'prioritise',
      'dot voting',
      'shortlist',
    ],
    body: `After generating ideas you need a fair way to narrow them down without killing the bold ones too early.

**In Innovation Studio**, each idea gets two scores from 0 to 10:
- **Appeal**: how attractive it is to customers and how well it solves the problem.
- **Strategic fit**: how well it matches the bank's strategy, capabilities and risk appetite.

The average ranks your **top three**, and you pick one to validate. Score at least three ideas so the comparison means something.

**Good habits**
- Score individually first, then discuss the biggest disagreements; they often reveal hidden assumptions.
- Keep one "wild card" on the shortlist even if its fit score is lower.
- Write down *why* an idea scored high; you will need that reasoning for the pitch.
- Dot voting (three dots each) is a quick alternative for large groups.

The selected idea then goes through **Real / Win / Worth** to test desirability, feasibility and viability.`,
    source: 'Source: Innovation Studio method (SPEC sections 2 and 9)',
  },
  {
    id: 'innovation-team',
    title: 'Building a cross-functional innovation team',
    keywords: [
      'team',
      'innovation team',
      'cross-functional',
      'consultant',
      'technologist',
      'banker',
      'expert personas',
      'roles',
    ],
    body: `Strong banking innovations come from mixing perspectives. Innovation Studio lets you assemble three kinds of expert persona, one to two of each:

- **Consultants (business model and process)**: frame How Might We questions, run brainstorms, map as-is and to-be journeys, test revenue logic and favour cheap experiments before builds. They warn that shared platforms without a lead owner tend to fail.
- **Technologists (technology)**: AI/ML, cloud, cybersecurity and fraud, data, blockchain, open-banking APIs, UX and core modernisation. They ask how to build it safely and what third-party and resilience duties follow.
- **Bankers (product, customer, risk and regulation)**: own the P&L and customer outcomes, weigh lost fee income against engagement, and bring fair-value, credit, AML and conduct rules. Their classic question: *who is liable when it goes wrong?*

**Tips for real teams**
- Bring compliance and risk in early as co-designers, not as a final gate.
- Include a frontline colleague who talks to customers every day.
- Give the team one accountable sponsor.`,
    source: 'Source: knowledge sheet, Part 3 (persona archetypes)',
  },
];
