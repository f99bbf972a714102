import type { KnowledgeEntry } from './knowledge-types';

const PART_2 = 'Source: knowledge sheet, Part 2 (design thinking methods)';

export const designThinkingEntries: KnowledgeEntry[] = [
  {
    id: 'getting-started',
    title: 'Starting an innovation journey',
    keywords: [
      'get started',
      'getting started',
      'where to start',
      'how to innovate',
      'innovate',
      'innovation journey',
      'first steps',
      'innovation studio',
      'begin',
    ],
    body: `A good innovation journey in a bank moves from people to problem to proof. Innovation Studio guides you through five stages:

1. **Team**: pick one or two consultants, technologists and bankers as expert lenses.
2. **Define**: choose a banking domain and subdomain and write a specific problem statement: who struggles, with what, and why it matters.
3. **Ideate**: generate ideas from each expert, score them for appeal and strategic fit, and select one.
4. **Validate**: test the idea with **Real / Win / Worth**: is there a real need, can we win, is it worth doing?
5. **Output**: produce pitch, requirements (BRD) and infographic texts to share.

**Tips for a strong start**
- Begin with evidence: complaints, drop-off data or a handful of customer interviews.
- Keep the problem narrow enough to act on; one customer group and one pain.
- Invite risk and compliance colleagues early.
- Plan a small experiment before asking for a big budget.

Ask me about any stage, for example *"How do I write a How Might We question?"*`,
    source: 'Source: Innovation Studio method; knowledge sheet, Part 2',
  },
  {
    id: 'design-thinking',
    title: 'Design thinking',
    keywords: ['design thinking', 'human-centred design', 'IDEO', 'method', 'approach', 'innovation process'],
    body: `Design thinking is a way of solving problems that starts with people rather than with a product or a technology. IDEO's Tim Brown describes it as bringing together three things: what people actually need, what technology makes possible, and what a business needs in order to succeed.

In practice it means:
- **Research before solutions**: watch and interview the people who have the problem.
- **Frame the problem sharply** before generating ideas.
- **Generate many ideas**, then build cheap prototypes of the most promising ones.
- **Test with real users** and loop back when you learn something.

IDEO also describes the work as three overlapping spaces: *inspiration* (research), *ideation* (ideas and prototypes) and *implementation* (bringing it to market).

In a bank, design thinking is useful because many problems (onboarding drop-off, scams, slow credit decisions) look technical but are really about customer behaviour. Innovation Studio follows the same arc: Team, Define, Ideate, Validate, Output.`,
    source: PART_2,
  },
  {
    id: 'five-stages',
    title: 'The five stages: empathise, define, ideate, prototype, test',
    keywords: [
      'stages',
      'phases',
      'modes',
      'd.school',
      'empathize',
      'empathise',
      'define',
      'ideate',
      'prototype',
      'test',
      'process steps',
    ],
    body: `The Stanford d.school (founded in 2004) teaches design thinking as five modes:

1. **Empathise**: observe and interview users to understand their needs, habits and frustrations.
2. **Define**: turn what you learned into one clear, actionable problem statement.
3. **Ideate**: generate a wide range of ideas, holding back judgement.
4. **Prototype**: build quick, cheap versions of the best ideas (sketches, click-throughs, role-play).
5. **Test**: put prototypes in front of real users and learn what works.

The modes are **not a straight line**. A failed test often sends a team back to empathy work or to a sharper definition, and that is a sign the method is working.

A good d.school motto to remember: *prototype as if you are right, test as if you are wrong.*

In Innovation Studio, Define covers the problem statement, Ideate covers idea generation and scoring, and Validate (Real / Win / Worth) is where you check the chosen idea before building.`,
    source: PART_2,
  },
  {
    id: 'empathise',
    title: 'Empathy research and user interviews',
    keywords: [
      'empathy',
      'empathise',
      'empathize',
      'interview',
      'user research',
      'observation',
      'ethnography',
      'customer research',
    ],
    body: `Empathy work is where design thinking gets its insight. The aim is to understand what customers do, think and feel, not just what they say they want.

**How to run it**
- Interview 5-8 people per segment, in their own context where possible (home, shop, office).
- Ask about recent, concrete moments: *"Tell me about the last time you paid a supplier."*
- Ask *why* several times; listen for workarounds and emotions.
- Observe as well as ask: what people do often differs from what they report.
- Capture quotes and surprises straight after each session.

**A banking example**: Bank of America's round-up savings product came from watching how families handled money; researchers noticed people rounding up amounts in their own bookkeeping, which became the idea of saving the spare change automatically.

**Watch-outs in a bank**: recruit real customers, not only colleagues; follow data-protection rules for recordings; include vulnerable and hard-to-reach customers.`,
    source: `${PART_2}; Part 1 (deposits)`,
  },
  {
    id: 'define-point-of-view',
    title: 'Defining the problem: a point-of-view statement',
    keywords: [
      'define',
      'problem statement',
      'point of view',
      'pov',
      'framing',
      'problem definition',
      'challenge',
    ],
    body: `The Define stage turns research into one specific, actionable problem to solve, often called a **point of view (POV)**. A common pattern is:

> **[User]** needs **[need]** because **[insight]**.

For example: *"Small-business owners who invoice by hand need to know which invoices are paid without checking their account daily, because late-payment chasing eats their evenings."*

**A good problem statement**
- names a specific user, not "customers" in general;
- describes a need, not a solution ("needs to know what is paid", not "needs an app");
- carries an insight from research that surprised you;
- is narrow enough to act on, broad enough to allow several solutions.

In Innovation Studio, the problem statement you write on the Define screen feeds the idea generation, so concrete words (who, what hurts, where it happens) lead to more specific ideas. Turn the POV into **How Might We** questions before you brainstorm.`,
    source: PART_2,
  },
  {
    id: 'how-might-we',
    title: 'How Might We questions',
    keywords: ['how might we', 'HMW', 'question', 'reframe', 'opportunity', 'framing', 'write hmw'],
    body: `A **How Might We (HMW)** question turns a problem into an invitation to generate ideas. The technique goes back to Min Basadur at Procter & Gamble in the 1970s: instead of asking for "a better green-striped soap", the team asked how they might create "a more refreshing soap", which opened the way to a new product. IDEO, Google and Facebook later made it common practice.

Each word does a job: **how** assumes there are answers, **might** allows ideas that may not work, **we** makes it a team effort.

**Writing good HMWs**
- Keep the solution out of the question.
- Not too narrow ("HMW add a green stripe?") and not too broad ("HMW revolutionise banking?").
- Write several from one problem statement, then pick the one that energises the team.

**Banking examples**
- HMW help first-time buyers prove they can afford a mortgage without a big deposit?
- HMW make a payee check feel reassuring rather than alarming?`,
    source: PART_2,
  },
  {
    id: 'personas',
    title: 'Personas: average, extreme and unexpected users',
    keywords: [
      'persona',
      'user persona',
      'customer persona',
      'archetype',
      'average user',
      'extreme user',
      'unexpected user',
      'segment',
    ],
    body: `A **persona** is a short, realistic portrait of a type of user, built from research, that keeps the team focused on real people. It usually includes a name, context, goals, frustrations, behaviours and a telling quote.

**Good personas**
- come from interviews and data, not from guesses in a meeting room;
- describe needs and behaviour rather than demographics alone;
- are few (two to four), so the team can remember them.

**Three kinds worth writing** (used on Innovation Studio's *Is it Real?* screen):
- **Average user**: the typical customer the idea is mainly for.
- **Extreme user**: someone with the need in its most intense form, such as a trader handling hundreds of payments a day. Extremes reveal needs others have quietly.
- **Unexpected user**: someone you had not designed for but who might use or be affected by the idea, for example a carer managing a parent's account.

Note that the expert personas in your team (consultants, technologists, bankers) are different: they are lenses for generating ideas, not customers.`,
    source: PART_2,
  },
  {
    id: 'journey-maps',
    title: 'Customer journey maps',
    keywords: [
      'journey map',
      'customer journey',
      'as-is',
      'to-be',
      'service blueprint',
      'touchpoints',
      'pain points',
      'mapping',
    ],
    body: `A **customer journey map** shows, step by step, what a customer does to reach a goal, such as opening a business account, and how each step feels.

**Typical lanes**
- Stages and steps (discover, apply, verify, first use...)
- Touchpoints and channels (app, branch, call centre, letter)
- Thoughts and emotions (a simple high/low line works)
- Pain points and moments of truth
- Opportunities for improvement

**As-is and to-be**: map today's journey from research first, then draw the future journey your idea creates. The gap between the two becomes your change list.

**Service blueprint**: adds the bank's side below the line: front-office staff, back-office processes and systems. In banking this is where most delays hide: manual checks, re-keyed data, hand-offs between teams.

Tips: map one persona and one goal at a time; use real quotes; mark where customers drop out. Journey maps are also a good way to win stakeholder support, because they make the pain visible.`,
    source: `${PART_2}; Part 3 (consultant archetype)`,
  },
  {
    id: 'prototyping',
    title: 'Prototyping ideas quickly',
    keywords: [
      'prototype',
      'prototyping',
      'mock-up',
      'mockup',
      'wireframe',
      'clickable',
      'low fidelity',
      'storyboard',
      'role play',
    ],
    body: `A **prototype** is anything that lets a user experience an idea before it is built. The goal is learning, so it should be as cheap and quick as possible.

**Levels of fidelity**
- **Paper and storyboards**: sketch the screens or draw the customer's story in six frames.
- **Clickable mock-ups**: a few linked screens in a design tool, enough to test a flow.
- **Role-play**: act out a service, such as a call with a relationship manager.
- **Wizard of Oz**: the front end looks real while people do the work behind it.

**Tips**
- Prototype the riskiest part first, often the moment the customer decides to trust you.
- Make several rough versions rather than one polished one; users criticise rough work more freely.
- Decide beforehand what you want to learn and how you will know.

In a bank, use synthetic data in prototypes and keep real customer data out of design tools.`,
    source: PART_2,
  },
  {
    id: 'user-testing',
    title: 'Testing prototypes with users',
    keywords: [
      'test',
      'testing',
      'usability',
      'user testing',
      'feedback',
      'validate with users',
      'interview script',
    ],
    body: `Testing is where you find out whether your idea works for real people. Follow the d.school spirit: **test as if you are wrong**.

**How to run a test session**
- Recruit five or so people who match your persona; five sessions usually reveal most major issues.
- Give a realistic task ("You want to send money to a new supplier") and stay quiet while they try.
- Ask them to think aloud; note where they hesitate, misread or give up.
- Ask about past behaviour, not hypothetical promises ("Would you use this?" is weak evidence).
- Capture what surprised you and decide: keep, change or drop.

**What to measure**
- Task success and time
- Points of confusion
- Trust signals: would they enter real details?
- For later experiments: sign-ups, clicks or repeat use

Loop back: a failed test is information. It may send you to reframe the problem or to the next idea on your shortlist.`,
    source: PART_2,
  },
];
