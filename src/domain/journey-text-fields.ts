import { VALIDATION_FIELD_LABELS } from './validation-field-labels';
import { changeIdea } from './journey-reducer-ideas';
import { type Feasibility, type JourneyState, LIMITS, type UserPersona, type Viability } from './journey-state';
import { RWW_ITEM_IDS, RWW_STAGES, RWW_STAGE_LABELS, type RwwItemId, type RwwStage, rwwItem } from './rww/rww-items';
import { RWW_LIMITS, type RwwScreen } from './rww/rww-state';

/**
 * The journey's free text that several people may type into at once (issue 19): each field is a
 * shared text merged character by character, named by a key that is the same on every screen.
 *
 * - `problemStatement`, `journeyName`
 * - `idea/<ideaId>/title`, `idea/<ideaId>/description` (ideas of the working list)
 * - `persona/<field>`, `feasibility/<field>`, `viability/<field>` (the validate pages' texts)
 * - `rww/<ideaId>/<itemId>/evidence` (a Real-Win-Worth evidence note, once the item has an entry)
 * - `rww/<ideaId>/decision/<stage>` (the reason of a recorded decision)
 */
export type TextFieldKey = string;

export const PERSONA_TEXT_FIELDS = [
  'averageUser',
  'extremeUser',
  'unexpectedUser',
  'primaryNeeds',
  'secondaryNeeds',
  'unmetNeeds',
  'marketTrends',
] as const satisfies ReadonlyArray<keyof UserPersona>;
export const FEASIBILITY_TEXT_FIELDS = ['internalCapabilities', 'externalAssets', 'entryBarriers'] as const satisfies ReadonlyArray<
  keyof Feasibility
>;
export const VIABILITY_TEXT_FIELDS = ['costEstimate', 'risks', 'longTermValue', 'longTermAlignment'] as const satisfies ReadonlyArray<
  keyof Viability
>;
const IDEA_TEXT_FIELDS = ['title', 'description'] as const;

type ValidationGroup = 'persona' | 'feasibility' | 'viability';
const VALIDATION_FIELDS: Readonly<Record<ValidationGroup, readonly string[]>> = {
  persona: PERSONA_TEXT_FIELDS,
  feasibility: FEASIBILITY_TEXT_FIELDS,
  viability: VIABILITY_TEXT_FIELDS,
};

/** A key read back into what it names; null for a key that names no text field. */
export type ParsedTextKey =
  | { kind: 'problemStatement' | 'journeyName' }
  | { kind: 'idea'; ideaId: string; field: (typeof IDEA_TEXT_FIELDS)[number] }
  | { kind: ValidationGroup; field: string }
  | { kind: 'evidence'; ideaId: string; itemId: RwwItemId }
  | { kind: 'decision'; ideaId: string; stage: RwwStage };

export const textKeys = {
  idea: (ideaId: string, field: 'title' | 'description') => `idea/${ideaId}/${field}`,
  persona: (field: (typeof PERSONA_TEXT_FIELDS)[number]) => `persona/${field}`,
  feasibility: (field: (typeof FEASIBILITY_TEXT_FIELDS)[number]) => `feasibility/${field}`,
  viability: (field: (typeof VIABILITY_TEXT_FIELDS)[number]) => `viability/${field}`,
  evidence: (ideaId: string, itemId: RwwItemId) => `rww/${ideaId}/${itemId}/evidence`,
  decision: (ideaId: string, stage: RwwStage) => `rww/${ideaId}/decision/${stage}`,
} as const;

const MAX_KEY_LENGTH = 200;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** Ids may hold any character but '/' at their ends, so keys are read from both ends. */
function middle(key: string, prefix: string, suffix: string): string | null {
  if (!key.startsWith(prefix) || !key.endsWith(suffix) || key.length <= prefix.length + suffix.length) return null;
  return key.slice(prefix.length, key.length - suffix.length);
}

function parseRwwKey(key: string): ParsedTextKey | null {
  for (const stage of RWW_STAGES) {
    const ideaId = middle(key, 'rww/', `/decision/${stage}`);
    if (ideaId) return { kind: 'decision', ideaId, stage };
  }
  const itemId = key.split('/').at(-2) ?? '';
  if (!isOneOf(RWW_ITEM_IDS, itemId)) return null;
  const ideaId = middle(key, 'rww/', `/${itemId}/evidence`);
  return ideaId ? { kind: 'evidence', ideaId, itemId } : null;
}

export function parseTextKey(key: string): ParsedTextKey | null {
  if (key.length > MAX_KEY_LENGTH) return null;
  if (key === 'problemStatement' || key === 'journeyName') return { kind: key };
  const [group, field = ''] = key.split('/', 2);
  if ((group === 'persona' || group === 'feasibility' || group === 'viability') && key === `${group}/${field}`) {
    return isOneOf(VALIDATION_FIELDS[group], field) ? { kind: group, field } : null;
  }
  if (group === 'idea') {
    for (const field of IDEA_TEXT_FIELDS) {
      const ideaId = middle(key, 'idea/', `/${field}`);
      if (ideaId) return { kind: 'idea', ideaId, field };
    }
    return null;
  }
  return group === 'rww' ? parseRwwKey(key) : null;
}

const findIdea = (state: JourneyState, ideaId: string) => state.ideas.find((idea) => idea.id === ideaId);

/** The field's text in this state, or undefined when the state has no such field (an idea gone). */
export function readTextField(state: JourneyState, key: TextFieldKey): string | undefined {
  const parsed = parseTextKey(key);
  switch (parsed?.kind) {
    case 'problemStatement':
    case 'journeyName':
      return state[parsed.kind];
    case 'idea':
      return findIdea(state, parsed.ideaId)?.[parsed.field];
    case 'persona':
      return state.userPersona[parsed.field as keyof UserPersona];
    case 'feasibility':
      return state.feasibility[parsed.field as (typeof FEASIBILITY_TEXT_FIELDS)[number]];
    case 'viability':
      return state.viability[parsed.field as (typeof VIABILITY_TEXT_FIELDS)[number]];
    case 'evidence':
      return state.rwwScreens[parsed.ideaId]?.answers[parsed.itemId]?.evidence;
    case 'decision':
      return state.rwwScreens[parsed.ideaId]?.decisions[parsed.stage]?.reason;
    default:
      return undefined;
  }
}

function withScreen(state: JourneyState, ideaId: string, change: (screen: RwwScreen) => RwwScreen): JourneyState {
  const screen = state.rwwScreens[ideaId];
  return screen ? { ...state, rwwScreens: { ...state.rwwScreens, [ideaId]: change(screen) } } : state;
}

/**
 * The state with one field's text replaced. A field whose place is gone (an idea deleted) is left
 * alone: text never brings back what a structural change removed.
 */
export function writeTextField(state: JourneyState, key: TextFieldKey, value: string): JourneyState {
  const parsed = parseTextKey(key);
  if (!parsed || readTextField(state, key) === undefined) return state;
  switch (parsed.kind) {
    case 'problemStatement':
      return { ...state, problemStatement: value };
    case 'journeyName':
      return { ...state, journeyName: value };
    case 'idea':
      return changeIdea(state, parsed.ideaId, (idea) => ({ ...idea, [parsed.field]: value }));
    case 'persona':
      return { ...state, userPersona: { ...state.userPersona, [parsed.field]: value } };
    case 'feasibility':
      return { ...state, feasibility: { ...state.feasibility, [parsed.field]: value } };
    case 'viability':
      return { ...state, viability: { ...state.viability, [parsed.field]: value } };
    case 'evidence':
      return withScreen(state, parsed.ideaId, (screen) => ({
        ...screen,
        answers: { ...screen.answers, [parsed.itemId]: { ...screen.answers[parsed.itemId]!, evidence: value } },
      }));
    case 'decision':
      return withScreen(state, parsed.ideaId, (screen) => ({
        ...screen,
        decisions: { ...screen.decisions, [parsed.stage]: { ...screen.decisions[parsed.stage]!, reason: value } },
      }));
  }
}

/** Every shared text field the state has now, with its text. */
export function textFieldsOf(state: JourneyState): Map<TextFieldKey, string> {
  const fields = new Map<TextFieldKey, string>([
    ['problemStatement', state.problemStatement],
    ['journeyName', state.journeyName],
  ]);
  for (const idea of state.ideas) {
    for (const field of IDEA_TEXT_FIELDS) fields.set(textKeys.idea(idea.id, field), idea[field]);
  }
  for (const field of PERSONA_TEXT_FIELDS) fields.set(textKeys.persona(field), state.userPersona[field]);
  for (const field of FEASIBILITY_TEXT_FIELDS) fields.set(textKeys.feasibility(field), state.feasibility[field]);
  for (const field of VIABILITY_TEXT_FIELDS) fields.set(textKeys.viability(field), state.viability[field]);
  for (const [ideaId, screen] of Object.entries(state.rwwScreens)) {
    for (const [itemId, answer] of Object.entries(screen.answers)) {
      if (answer && isOneOf(RWW_ITEM_IDS, itemId)) fields.set(textKeys.evidence(ideaId, itemId), answer.evidence);
    }
    for (const [stage, decision] of Object.entries(screen.decisions)) {
      if (decision && isOneOf(RWW_STAGES, stage)) fields.set(textKeys.decision(ideaId, stage), decision.reason);
    }
  }
  return fields;
}

/** The most characters a field keeps, as the state's schema has it. */
export function textFieldLimit(key: TextFieldKey): number {
  const parsed = parseTextKey(key);
  switch (parsed?.kind) {
    case 'problemStatement':
      return LIMITS.problemStatement;
    case 'journeyName':
      return LIMITS.shortText;
    case 'idea':
      return parsed.field === 'title' ? LIMITS.shortText : LIMITS.longText;
    case 'evidence':
      return RWW_LIMITS.evidence;
    case 'decision':
      return RWW_LIMITS.reason;
    default:
      return LIMITS.longText;
  }
}

const quoted = (text: string) => `“${text}”`;

/** How the activity list and notices name a field: "the problem statement", "Average User". */
export function textFieldLabel(state: JourneyState, key: TextFieldKey): string {
  const parsed = parseTextKey(key);
  switch (parsed?.kind) {
    case 'problemStatement':
      return 'the problem statement';
    case 'journeyName':
      return 'the journey name';
    case 'idea': {
      const idea = findIdea(state, parsed.ideaId);
      return `the ${parsed.field} of ${idea ? quoted(idea.title || 'Untitled Idea') : 'an idea'}`;
    }
    case 'persona':
    case 'feasibility':
    case 'viability':
      return VALIDATION_FIELD_LABELS[parsed.field as keyof typeof VALIDATION_FIELD_LABELS] ?? parsed.field;
    case 'evidence':
      return `the evidence for ${quoted(rwwItem(parsed.itemId).question)}`;
    case 'decision':
      return `the reason of the decision at ${quoted(RWW_STAGE_LABELS[parsed.stage].question)}`;
    default:
      return 'a text';
  }
}

/** The idea a field belongs to, when it belongs to one (for a notice when that idea is gone). */
export function ideaOfTextKey(key: TextFieldKey): string | null {
  const parsed = parseTextKey(key);
  return parsed && 'ideaId' in parsed ? parsed.ideaId : null;
}
