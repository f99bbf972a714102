import { type JourneyState } from '../../domain/journey-state';
import { textFieldChanges } from '../../domain/journey-text-changes';
import { MESSAGES } from '../../domain/journey-action-fit';
import { parseTextKey, readTextField, textFieldLabel, textFieldLimit, textFieldsOf, writeTextField } from '../../domain/journey-text-fields';
import {
  SERVER_TEXT_CLIENT_ID,
  SharedTextUpdateError,
  type SharedText,
  hasOperationsBeyond,
  applySharedTextUpdate,
  applyTextEdit,
  checkSharedTextUpdate,
  isMissingOperations,
  readSharedText,
  sharedTextOf,
  sharedTextUpdateSince,
  stateVectorOf,
} from '../../domain/shared-text';
import { UNSTORABLE_TEXT_MESSAGE, isStorableText } from '../../domain/storable-text';

export const TEXT_MESSAGES = {
  gone: 'That text is no longer in the journey: what it belonged to was deleted.',
  outOfStep: 'This text was out of step with the server and was not saved.',
  unreadable: 'The text change could not be read.',
  tooLong: (label: string, limit: number) => `Please keep ${label} under ${limit} characters.`,
} as const;

/** A text the server refused, with the field it was for. */
export interface RefusedText {
  key: string;
  message: string;
  /** True when the field is gone (its idea deleted): the notice can say who removed it. */
  gone: boolean;
}

export interface TextMergeInput {
  /** The journey before the change. */
  before: JourneyState;
  /** The journey after the change's actions (or a whole state replacing it). */
  after: JourneyState;
  /**
   * The typing a client sent, by field. When present (even empty), the client writes all its text
   * this way, so its actions' text values are not taken: each field keeps its text, merged with the
   * typing. When absent (an API client, a whole-state save, a restore), every text the actions
   * changed is written into the field's document by the server.
   */
  sent?: Record<string, string>;
  /** The stored documents of these fields (those never typed into have none). */
  loadDocs(keys: string[]): Promise<Map<string, SharedText>>;
}

export interface TextMergeResult {
  state: JourneyState;
  /** Merged text by field, for the fields whose text changed. */
  texts: Record<string, string>;
  /** The shared-text operations the change added, by field. */
  textUpdates: Record<string, string>;
  /** Documents to store. */
  docs: Map<string, SharedText>;
}

function sentKeysInPlace(before: JourneyState, after: JourneyState, sent: Record<string, string>): string[] | RefusedText {
  const keys: string[] = [];
  for (const key of Object.keys(sent)) {
    if (readTextField(after, key) !== undefined) keys.push(key);
    // Gone in this very change (typed, then deleted): the typing goes with it.
    else if (readTextField(before, key) === undefined) return { key, message: parseTextKey(key)?.kind === 'idea' ? MESSAGES.ideaGone : TEXT_MESSAGES.gone, gone: true };
  }
  return keys;
}

/** A field's document: the stored one, or the one every side derives from its text so far. */
function documentOf(key: string, stored: Map<string, SharedText>, before: JourneyState, after: JourneyState): SharedText {
  return stored.get(key) ?? sharedTextOf(readTextField(before, key) ?? readTextField(after, key) ?? '', SERVER_TEXT_CLIENT_ID);
}

function checkedText(state: JourneyState, key: string, doc: SharedText): string | RefusedText {
  const text = readSharedText(doc);
  if (!isStorableText(text)) return { key, message: UNSTORABLE_TEXT_MESSAGE, gone: false };
  const limit = textFieldLimit(key);
  if (text.length > limit) return { key, message: TEXT_MESSAGES.tooLong(textFieldLabel(state, key), limit), gone: false };
  return text;
}

function applySent(doc: SharedText, key: string, update: string): RefusedText | null {
  try {
    applySharedTextUpdate(doc, checkSharedTextUpdate(update), 'client');
  } catch (error) {
    return { key, message: error instanceof SharedTextUpdateError ? error.message : TEXT_MESSAGES.unreadable, gone: false };
  }
  return isMissingOperations(doc) ? { key, message: TEXT_MESSAGES.outOfStep, gone: false } : null;
}

/**
 * The text side of a change, in the transaction that holds the journey: typing merged into each
 * field's document, or texts written by the change's actions turned into the server's own
 * operations, so that every open screen's documents follow. A field's stored document and its text
 * in the state always agree afterwards.
 */
export async function mergeJourneyTexts({ before, after, sent, loadDocs }: TextMergeInput): Promise<TextMergeResult | RefusedText> {
  const { changed, added } = textFieldChanges(before, after);
  const typed = sent ? sentKeysInPlace(before, after, sent) : [];
  if (!Array.isArray(typed)) return typed;
  const stored = await loadDocs([...new Set([...typed, ...changed, ...added])]);
  // A typing client's actions carry texts as its screen had them: each field keeps its own text.
  const written = [...(sent ? [] : changed), ...added.filter((key) => stored.has(key) && readSharedText(stored.get(key)!) !== readTextField(after, key))];
  let state = sent ? changed.reduce((next, key) => writeTextField(next, key, readTextField(before, key)!), after) : after;

  const docs = new Map<string, SharedText>();
  const textUpdates: Record<string, string> = {};
  for (const key of new Set([...typed, ...written])) {
    const doc = documentOf(key, stored, before, after);
    const vectorBefore = stateVectorOf(doc);
    const textBefore = readSharedText(doc);
    const refused = typed.includes(key) ? applySent(doc, key, sent![key]!) : null;
    if (refused) return refused;
    if (written.includes(key)) applyTextEdit(doc, textBefore, readTextField(after, key)!, undefined, 'server');
    const text = checkedText(state, key, doc);
    if (typeof text !== 'string') return text;
    state = writeTextField(state, key, text);
    if (text === textBefore && !hasOperationsBeyond(doc, vectorBefore)) continue;
    textUpdates[key] = sharedTextUpdateSince(doc, vectorBefore);
    docs.set(key, doc);
  }
  return { state, texts: textsDifferingFrom(after, state), textUpdates, docs };
}

/** The fields whose final text is not what the change's actions left: applied after them. */
function textsDifferingFrom(after: JourneyState, final: JourneyState): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of textFieldsOf(final)) if (readTextField(after, key) !== text) texts[key] = text;
  return texts;
}
