/**
 * Labelled chat questions for the built-in assistant (issue 21 item 7), written for these tests:
 * each with the knowledge sheets a good answer leads with (any one of them counts), and none for
 * questions the sheets cannot answer. Used by `chat-quality.test.ts` and `npm run bench:ai-quality`.
 */

export type QuestionKind = 'what' | 'how' | 'compare' | 'list' | 'apply' | 'paraphrase' | 'unknown';

export interface LabelledQuestion {
  question: string;
  kind: QuestionKind;
  /** Sheet ids that may lead the answer; empty when the honest answer is "I don't know". */
  sheets: readonly string[];
  /** Words of the part of the sheet that answers this kind of question ("How to run…" for how). */
  part?: string;
}

export const CHAT_QUESTIONS: readonly LabelledQuestion[] = [
  { question: 'What is the Kano model?', kind: 'what', sheets: ['kano-model'] },
  { question: 'What is a design sprint?', kind: 'what', sheets: ['design-sprint'] },
  {
    question: 'How is a design sprint different from a hackathon?',
    kind: 'compare',
    sheets: ['design-sprint'],
    part: 'Design sprint versus hackathon',
  },
  { question: 'What is jobs to be done?', kind: 'what', sheets: ['jobs-to-be-done'] },
  {
    question: 'How do I run a jobs-to-be-done interview?',
    kind: 'how',
    sheets: ['jobs-to-be-done'],
    part: 'How to run a switch interview',
  },
  {
    question: 'What is the difference between open banking and open finance?',
    kind: 'compare',
    sheets: ['open-finance-fida'],
    part: 'payment-account',
  },
  { question: 'What is FIDA?', kind: 'what', sheets: ['open-finance-fida'] },
  {
    question: 'What does the Basel 3.1 output floor mean for SME loan pricing?',
    kind: 'how',
    sheets: ['basel-output-floor'],
    part: 'break-even',
  },
  {
    question: 'How does the Consumer Duty apply to savings rates?',
    kind: 'how',
    sheets: ['consumer-duty-savings'],
  },
  {
    question: 'What do the EBA loan origination guidelines require for automated credit decisions?',
    kind: 'what',
    sheets: ['eba-loan-origination'],
  },
  {
    question: 'Should we build BNPL ourselves or partner with a fintech?',
    kind: 'compare',
    sheets: ['bnpl-build-or-partner'],
    part: 'How to decide',
  },
  {
    question: 'Which KPIs should we track in a pilot?',
    kind: 'list',
    sheets: ['pilot-kpis'],
    part: 'Funnel and speed KPIs',
  },
  {
    question: 'How long should a lending pilot run?',
    kind: 'how',
    sheets: ['pilot-kpis'],
    part: 'six to nine months',
  },
  {
    question: 'How much must a bank reimburse APP fraud victims under the PSR rules?',
    kind: 'how',
    sheets: ['app-fraud-reimbursement'],
    part: 'GBP 85,000',
  },
  {
    question: 'Can a bank offer crypto custody under MiCA?',
    kind: 'how',
    sheets: ['mica-crypto-custody'],
    part: 'Article 60',
  },
  { question: 'What is a value proposition canvas?', kind: 'what', sheets: ['value-proposition-canvas'] },
  { question: 'How does stage-gate work?', kind: 'how', sheets: ['stage-gate'] },
  { question: 'Explain the three horizons of growth', kind: 'what', sheets: ['three-horizons'] },
  {
    question: 'How do I calculate a RICE score?',
    kind: 'how',
    sheets: ['rice-ice-prioritisation'],
    part: 'How to score RICE',
  },
  {
    question: 'RICE or ICE: which should we use?',
    kind: 'compare',
    sheets: ['rice-ice-prioritisation'],
    part: 'ICE is quicker',
  },
  { question: 'List the Kano categories', kind: 'list', sheets: ['kano-model'], part: 'Must-be' },
  {
    question: 'What are the five days of a design sprint?',
    kind: 'list',
    sheets: ['design-sprint'],
    part: 'Monday, Map',
  },
  {
    question: 'Give me examples of banks that built their own BNPL',
    kind: 'list',
    sheets: ['bnpl-build-or-partner'],
    part: 'Monzo Flex',
  },
  { question: 'What is open banking?', kind: 'what', sheets: ['open-banking'] },
  { question: 'How do I run a brainstorm?', kind: 'how', sheets: ['running-a-brainstorm'] },
  { question: 'What are the main risks of BNPL?', kind: 'list', sheets: ['bnpl'], part: 'Over-commitment' },
  { question: 'What is Real Win Worth?', kind: 'what', sheets: ['real-win-worth'] },
  { question: 'What is a persona in design thinking?', kind: 'what', sheets: ['personas'] },
  { question: 'What does DORA mean for our cloud vendors?', kind: 'how', sheets: ['dora'] },
  { question: 'What is VRP?', kind: 'what', sheets: ['variable-recurring-payments'] },
  { question: 'What is Crazy 8s?', kind: 'what', sheets: ['crazy-eights'] },
  {
    question: 'How do we decide which features delight customers and which they simply expect?',
    kind: 'paraphrase',
    sheets: ['kano-model'],
  },
  {
    question: 'How should we rank our backlog of ideas by reach and effort?',
    kind: 'paraphrase',
    sheets: ['rice-ice-prioritisation'],
  },
  {
    question: 'Which capital rules push up the price of small business loans?',
    kind: 'paraphrase',
    sheets: ['basel-output-floor'],
  },
  {
    question: 'Do we have to refund customers tricked into sending money to fraudsters?',
    kind: 'paraphrase',
    sheets: ['app-fraud-reimbursement', 'app-scams'],
  },
  {
    question: 'How do we balance investment between the core business and long-term bets?',
    kind: 'paraphrase',
    sheets: ['three-horizons'],
  },
  {
    question: 'How can we tell which new features customers will love?',
    kind: 'paraphrase',
    sheets: ['kano-model'],
  },
  {
    question: 'What should a five-day workshop to test a prototype with customers look like?',
    kind: 'paraphrase',
    sheets: ['design-sprint'],
  },
  {
    question: 'How do we find out why customers moved to a competitor?',
    kind: 'paraphrase',
    sheets: ['jobs-to-be-done'],
  },
  {
    question: 'What must a bank do before holding bitcoin for clients?',
    kind: 'paraphrase',
    sheets: ['mica-crypto-custody'],
  },
  {
    question: 'May we pay loyal savers less than new customers?',
    kind: 'paraphrase',
    sheets: ['consumer-duty-savings'],
  },
  {
    question: 'What should we measure while testing instant loans with a few hundred firms?',
    kind: 'paraphrase',
    sheets: ['pilot-kpis'],
  },
  { question: 'Apply SCAMPER to SME overdrafts', kind: 'apply', sheets: ['scamper'] },
  {
    question: 'Walk me through Real-Win-Worth for instant SME overdrafts',
    kind: 'apply',
    sheets: ['real-win-worth'],
  },
  { question: 'Apply the Kano model to a savings app', kind: 'apply', sheets: ['kano-model'] },
  { question: 'What is the capital of France?', kind: 'unknown', sheets: [] },
  { question: 'What is the weather today?', kind: 'unknown', sheets: [] },
  { question: 'What was our NPS last quarter?', kind: 'unknown', sheets: [] },
  { question: 'Who won the football last night?', kind: 'unknown', sheets: [] },
  { question: 'How do I bake sourdough bread?', kind: 'unknown', sheets: [] },
];

export interface LabelledConversation {
  questions: readonly string[];
  /** The sheet the last answer must lead with. */
  sheet: string;
  /** True when the last question refers back to the earlier topic; false when it starts a new one. */
  followsUp: boolean;
  /** Words the last answer must contain: the part of the sheet it should give. */
  mentions?: readonly string[];
}

export const CHAT_FOLLOW_UPS: readonly LabelledConversation[] = [
  {
    questions: ['What is a design sprint?', 'And how do I run it?'],
    sheet: 'design-sprint',
    followsUp: true,
    mentions: ['Monday'],
  },
  {
    questions: ['What is a design sprint?', 'What is the Kano model?'],
    sheet: 'kano-model',
    followsUp: false,
  },
  {
    questions: ['What is a design sprint?', 'How do I calculate a RICE score?'],
    sheet: 'rice-ice-prioritisation',
    followsUp: false,
  },
  {
    questions: ['What is BNPL?', 'What are its main risks?'],
    sheet: 'bnpl',
    followsUp: true,
    mentions: ['Over-commitment'],
  },
  {
    questions: ['What is the Kano model?', 'How do I run the survey?'],
    sheet: 'kano-model',
    followsUp: true,
    mentions: ['I like it'],
  },
  {
    questions: ['Tell me about RICE scoring', 'What about ICE?'],
    sheet: 'rice-ice-prioritisation',
    followsUp: true,
    mentions: ['ICE is quicker'],
  },
  {
    questions: ['What is open finance?', 'When does it apply?'],
    sheet: 'open-finance-fida',
    followsUp: true,
    mentions: ['24 months'],
  },
  {
    questions: ['What is the PSR reimbursement scheme?', 'And in the EU?'],
    sheet: 'app-fraud-reimbursement',
    followsUp: true,
    mentions: ['impersonation'],
  },
  { questions: ['What is a design sprint?', 'Tell me more'], sheet: 'design-sprint', followsUp: true },
  {
    questions: ['What is the output floor?', 'What does it mean for SME pricing?'],
    sheet: 'basel-output-floor',
    followsUp: true,
    mentions: ['break-even'],
  },
  {
    questions: ['What is MiCA?', 'What is a value proposition canvas?'],
    sheet: 'value-proposition-canvas',
    followsUp: false,
  },
  {
    questions: ['What is a design sprint?', 'How does it compare with a hackathon?'],
    sheet: 'design-sprint',
    followsUp: true,
    mentions: ['hackathon'],
  },
  {
    questions: [
      'What is Real Win Worth?',
      'How should we think about buy now pay later affordability checks?',
    ],
    sheet: 'bnpl',
    followsUp: false,
  },
  {
    questions: ['What is stage-gate?', 'What are the gate decisions?'],
    sheet: 'stage-gate',
    followsUp: true,
    mentions: ['Recycle'],
  },
];
