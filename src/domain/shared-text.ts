import diff from 'fast-diff';
import * as Y from 'yjs';
import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * One shared text field as a Yjs document (docs/decisions.md, 2026-11-26: shared text): each
 * person's keystrokes become Yjs operations, and documents that received the same operations in any
 * order read the same, with everyone's characters in place.
 */
export type SharedText = Y.Doc;

const TEXT_NAME = 'text';

/**
 * The client id of the document a field has before anyone typed into it (`sharedTextOf`): the same
 * everywhere, so every side derives the same document from the same text. The server goes on
 * writing with it: its writes to a field happen one at a time, each in the transaction that holds
 * the journey and continuing the stored document, so they are one writer's operations in order.
 * No screen writes with it (each picks a random id). A new id for every server write would add a
 * client to the document each time, and a document read, merged and written whole on every change
 * costs more with each client it holds.
 */
export const SERVER_TEXT_CLIENT_ID = 1;

export function newSharedText(clientId?: number): SharedText {
  // A field's document is never a subdocument, so its guid means nothing; Yjs's default would draw
  // a random UUID a character at a time (31 calls for random bytes, 3% of a change batch's time).
  const doc = new Y.Doc({ gc: true, guid: TEXT_NAME });
  if (clientId !== undefined) doc.clientID = clientId;
  // Yjs picks a random 32-bit id; the server's is reserved.
  else if (doc.clientID === SERVER_TEXT_CLIENT_ID) doc.clientID = SERVER_TEXT_CLIENT_ID + 1;
  return doc;
}

export function readSharedText(doc: SharedText): string {
  return doc.getText(TEXT_NAME).toString();
}

/** The whole document as one update, base64: what is stored and sent when a journey is opened. */
export function encodeSharedText(doc: SharedText): string {
  return bytesToBase64(Y.encodeStateAsUpdate(doc));
}

/** Everything `doc` holds that a document at `vector` lacks; base64. */
export function sharedTextUpdateSince(doc: SharedText, vector: Map<number, number>): string {
  return bytesToBase64(Y.encodeStateAsUpdate(doc, Y.encodeStateVector(vector)));
}

export function stateVectorOf(doc: SharedText): Map<number, number> {
  return Y.decodeStateVector(Y.encodeStateVector(doc));
}

/** The vector after an update that continues `vector` (what a document reading both knows). */
export function vectorAfterUpdate(vector: Map<number, number>, update: string): Map<number, number> {
  const next = new Map(vector);
  for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVectorFromUpdate(base64ToBytes(update)))) {
    next.set(client, Math.max(clock, next.get(client) ?? 0));
  }
  return next;
}

/** Whether `doc` holds operations a document at `vector` does not. */
export function hasOperationsBeyond(doc: SharedText, vector: Map<number, number>): boolean {
  for (const [client, clock] of stateVectorOf(doc)) if (clock > (vector.get(client) ?? 0)) return true;
  return false;
}

/** A person's edit of one field: the text they saw when they typed, and where their caret was. */
export interface TextEditHint {
  seen: string;
  caret?: number;
}

export class SharedTextUpdateError extends Error {}

/**
 * An update as a client sent it, checked before it touches a stored document: well formed, and
 * only plain characters in the one text (no embedded objects, no other shared types).
 */
export function checkSharedTextUpdate(update: string): Uint8Array {
  let bytes: Uint8Array;
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    bytes = base64ToBytes(update);
    decoded = Y.decodeUpdate(bytes);
  } catch {
    throw new SharedTextUpdateError('The text update could not be read.');
  }
  for (const struct of decoded.structs) {
    if (!(struct instanceof Y.Item)) continue;
    const plain = struct.content instanceof Y.ContentString || struct.content instanceof Y.ContentDeleted;
    // A decoded, not yet integrated item names its parent by id, by top-level name, or not at all.
    const parent: unknown = struct.parent;
    const inOurText = parent === null || parent === TEXT_NAME || parent instanceof Y.ID;
    if (!plain || !inOurText || struct.parentSub !== null) throw new SharedTextUpdateError('A text update may only hold characters.');
  }
  return bytes;
}

export function applySharedTextUpdate(doc: SharedText, update: string | Uint8Array, origin?: unknown): void {
  Y.applyUpdate(doc, typeof update === 'string' ? base64ToBytes(update) : update, origin);
}

/**
 * A stored document, writing as `clientId` when given (continuing that client's operations), else
 * as a new random client. The id is set after the stored operations are read: Yjs would take
 * operations of its own id arriving from elsewhere for another writer's and pick a new id.
 */
export function loadSharedText(encoded: string | undefined, clientId?: number): SharedText {
  const doc = newSharedText();
  if (encoded) applySharedTextUpdate(doc, encoded);
  if (clientId !== undefined) doc.clientID = clientId;
  else if (doc.store.clients.has(doc.clientID)) doc.clientID = newSharedText().clientID;
  return doc;
}

/**
 * The document a field has before anyone typed into it: its text as one insertion by the server.
 * Built the same way everywhere, so a field nobody has typed into needs no stored document: the
 * server and every screen derive the same one from the same text.
 */
export function sharedTextOf(text: string, clientId?: number): SharedText {
  const server = newSharedText(SERVER_TEXT_CLIENT_ID);
  if (text) server.getText(TEXT_NAME).insert(0, text);
  return clientId === SERVER_TEXT_CLIENT_ID ? server : loadSharedText(encodeSharedText(server), clientId);
}

/** Whether a document waits for operations it has not received (an update sent out of step). */
export function isMissingOperations(doc: SharedText): boolean {
  return doc.store.pendingStructs !== null || doc.store.pendingDs !== null;
}

interface TextOperation {
  /** Where, in the text the person saw. */
  at: number;
  remove: number;
  insert: string;
}

/** What turned `before` into `after`, as operations on `before`; the caret breaks ties. */
function operationsBetween(before: string, after: string, caret?: number): TextOperation[] {
  const operations: TextOperation[] = [];
  let at = 0;
  for (const [kind, text] of diff(before, after, caret)) {
    if (kind === diff.EQUAL) {
      at += text.length;
      continue;
    }
    const last = operations.at(-1);
    const current = last && last.at + last.remove === at ? last : { at, remove: 0, insert: '' };
    if (current !== last) operations.push(current);
    if (kind === diff.DELETE) {
      current.remove += text.length;
      at += text.length;
    } else current.insert += text;
  }
  return operations;
}

/**
 * Where each character of `seen` is in `now` (-1 when someone removed it), so an edit made on an
 * older text lands where the person made it, around what others typed since.
 */
function charactersMovedTo(seen: string, now: string): number[] {
  const places: number[] = [];
  let inNow = 0;
  for (const [kind, text] of diff(seen, now)) {
    if (kind === diff.INSERT) inNow += text.length;
    else if (kind === diff.DELETE) for (let i = 0; i < text.length; i += 1) places.push(-1);
    else for (let i = 0; i < text.length; i += 1) places.push(inNow++);
  }
  return places;
}

/** The place in `now` right after the nearest character of `seen` before `at` that still exists. */
function insertionPlace(places: number[], at: number): number {
  for (let i = at - 1; i >= 0; i -= 1) if (places[i]! >= 0) return places[i]! + 1;
  return 0;
}

/**
 * Applies a person's edit (from the text they saw, `seen`, to what they typed, `typed`) to the
 * shared text as Yjs operations. When others' changes arrived after `seen` was shown, the edit is
 * moved onto the text as it is now: nothing they typed is removed unless the person removed it.
 */
export function applyTextEdit(doc: SharedText, seen: string, typed: string, caret?: number, origin?: unknown): void {
  const text = doc.getText(TEXT_NAME);
  const now = text.toString();
  const operations = operationsBetween(seen, typed, caret);
  if (operations.length === 0) return;
  const places = now === seen ? null : charactersMovedTo(seen, now);
  doc.transact(() => {
    // From the end, so earlier places stay where they are.
    for (const { at, remove, insert } of operations.reverse()) {
      if (!places) {
        if (remove > 0) text.delete(at, remove);
        if (insert) text.insert(at, insert);
        continue;
      }
      // Removed first: what is removed lies after the insertion place, which therefore stays put.
      const removed = places.slice(at, at + remove).filter((place) => place >= 0);
      for (const place of removed.reverse()) text.delete(place, 1);
      if (insert) text.insert(insertionPlace(places, at), insert);
    }
  }, origin);
}
