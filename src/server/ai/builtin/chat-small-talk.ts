import { STOP_WORDS, tokenize } from './text';

export type SmallTalkKind = 'greeting' | 'thanks' | 'help' | 'goodbye';

const words = (list: string): readonly string[] => list.split(' ');

const KIND_WORDS: Readonly<Record<SmallTalkKind, readonly string[]>> = {
  thanks: words(
    'thanks thank thx ty cheers great perfect awesome brilliant lovely nice ok okay cool helpful appreciated',
  ),
  goodbye: words('bye goodbye ciao later see night'),
  help: words('help topics commands options menu capabilities assistant work works'),
  greeting: words(
    'hi hello hey hiya howdy morning afternoon evening greetings hallo hola bonjour moin servus yo',
  ),
};

/** Words that carry no topic in small talk ("good morning", "what can you do?"). */
const FILLER = new Set(words('good day much lot so really very anyway ask whats what s'));

/** Small talk only next to a greeting: "hi team" is a greeting, "who should be on my team" is not. */
const GREETING_COMPANIONS = new Set(words('there everyone all team folks again'));

const SMALL_TALK_WORDS = new Set(Object.values(KIND_WORDS).flat());

/** "Tell me more" is a follow-up on the previous question, not small talk. */
const FOLLOW_UP_CUES = new Set(
  words('more else another example examples detail details elaborate continue further deeper'),
);

/** The message without greetings and pleasantries, so "Hi! What is BNPL?" is searched as "What is BNPL?". */
export function withoutSmallTalk(message: string): string {
  const pleasantries = new Set([...KIND_WORDS.greeting, ...KIND_WORDS.thanks]);
  return message
    .replace(/[\p{L}\p{N}]+/gu, (word) => (pleasantries.has(word.toLowerCase()) ? '' : word))
    .replace(/^[\s\p{P}]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Recognises a message that is only a greeting, thanks, a goodbye or a request for help, so that
 * "hi" gets a friendly reply while "hi, what is open banking?" is answered as a question.
 */
export function detectSmallTalk(message: string): SmallTalkKind | undefined {
  const tokens = tokenize(message);
  if (tokens.length === 0 || tokens.length > 8 || tokens.some((w) => FOLLOW_UP_CUES.has(w))) return undefined;
  const greeted = tokens.some((w) => KIND_WORDS.greeting.includes(w));
  const isSmallTalk = (w: string) =>
    STOP_WORDS.has(w) || FILLER.has(w) || SMALL_TALK_WORDS.has(w) || (greeted && GREETING_COMPANIONS.has(w));
  if (!tokens.every(isSmallTalk)) return undefined;
  const order: SmallTalkKind[] = ['thanks', 'goodbye', 'help', 'greeting'];
  // Only stop words, e.g. "what can you do?", is a request for help.
  return order.find((kind) => tokens.some((w) => KIND_WORDS[kind].includes(w))) ?? 'help';
}

const TOPICS = `- **Design thinking**: empathy interviews, personas, journey maps, How Might We questions, prototyping and testing
- **Ideation**: brainstorming rules, Crazy 8s, SCAMPER, design sprints and hackathons, affinity mapping, scoring ideas
- **Understanding customers**: jobs to be done, the Kano model, the value proposition canvas
- **Validation**: Real / Win / Worth, assumption mapping, MVPs, pilots and pilot KPIs, experiment metrics
- **Making the case**: business cases, the Business Model Canvas, RICE and ICE, stage-gate, three horizons, pitches, BRDs, stakeholder buy-in
- **Banking innovation**: open banking, open finance and FIDA, VRP, instant payments, scams and APP reimbursement, BNPL (and building or partnering), SME lending, embedded finance, eKYC, MiCA crypto custody
- **Regulation**: AI governance, the EU AI Act, DORA, Basel 3.1 output floor, EBA loan origination, Consumer Duty and savings
- **Your journey**: ask about *my idea*, or *walk me through Real-Win-Worth for my idea*`;

const REPLIES: Readonly<Record<SmallTalkKind, string>> = {
  greeting: `Hello! I'm your innovation assistant. I can help with design thinking, Real / Win / Worth validation and banking innovation topics such as open banking or instant payments.

What are you working on? You could ask, for example, *"How do I run a brainstorm?"*`,
  thanks: `You're welcome, glad it helped! Ask me anything else about your innovation journey whenever you like.`,
  goodbye: `Goodbye, and good luck with your innovation journey! Your conversation will be here when you come back.`,
  help: `Here is what I can help with from my built-in knowledge:

${TOPICS}

Try a question such as *"What is Real / Win / Worth?"* or *"Open banking ideas for SMEs"*.`,
};

export function smallTalkReply(kind: SmallTalkKind): string {
  return REPLIES[kind];
}

export const NO_ANSWER_REPLY = `I don't have reliable material on that in my built-in knowledge, and I'd rather not guess.

Here is what I can help with:

${TOPICS}

Try rephrasing with a key term, for example *"How might we questions"* or *"What are the main risks of BNPL?"*. For open-ended questions, an administrator can connect an LLM provider to this assistant.`;
