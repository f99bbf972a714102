import type { JourneyState } from '../../../../domain/journey-state';
import { writeTextField } from '../../../../domain/journey-text-fields';
import {
  type SharedText,
  type TextEditHint,
  applySharedTextUpdate,
  applyTextEdit,
  encodeSharedText,
  loadSharedText,
  readSharedText,
  sharedTextOf,
  sharedTextUpdateSince,
  stateVectorOf,
  vectorAfterUpdate,
} from '../../../../domain/shared-text';

/** What the local draft keeps of the shared texts, so typing survives a closed page or a reload. */
export interface SavedSharedTexts {
  /** This device's document of each field, base64. */
  docs: Record<string, string>;
  /** How far the server's document of each field is known to go (client id to clock). */
  confirmed: Record<string, Record<string, number>>;
  /** Fields with typing not yet put into a batch. */
  unsent: string[];
}

export const NO_SAVED_TEXTS: SavedSharedTexts = { docs: {}, confirmed: {}, unsent: [] };

export type { TextEditHint } from '../../../../domain/shared-text';

const toRecord = (vector: Map<number, number>) => Object.fromEntries([...vector].map(([client, clock]) => [String(client), clock]));
const toVector = (record: Record<string, number>) => new Map(Object.entries(record).map(([client, clock]) => [Number(client), clock]));

/**
 * This device's shared-text documents of an open journey (docs/decisions.md, 2026-11-26): typing
 * goes into them at once, everyone's updates merge into them in any order, and what the server has
 * not confirmed yet is sent as an update against the server's known state.
 */
export class JourneySharedTexts {
  private readonly docs = new Map<string, SharedText>();
  private readonly confirmed = new Map<string, Map<number, number>>();
  private readonly unsent = new Set<string>();
  private readonly encoded = new Map<string, string>();

  constructor(saved: SavedSharedTexts = NO_SAVED_TEXTS) {
    for (const [key, doc] of Object.entries(saved.docs)) this.docs.set(key, loadSharedText(doc));
    for (const [key, vector] of Object.entries(saved.confirmed)) this.confirmed.set(key, toVector(vector));
    for (const key of saved.unsent) this.unsent.add(key);
  }

  /** The server's documents, from opening the journey: merged into this device's. */
  adopt(stored: Record<string, string>): void {
    for (const [key, doc] of Object.entries(stored)) {
      const local = this.docs.get(key);
      if (local) applySharedTextUpdate(local, doc);
      else this.docs.set(key, loadSharedText(doc));
      this.confirmed.set(key, stateVectorOf(loadSharedText(doc)));
      this.encoded.delete(key);
    }
  }

  /**
   * A person's edit: from what they saw to what they typed. A field typed into for the first time
   * starts from the document everyone derives from its text so far (`base`).
   */
  edit(key: string, base: string, typed: string, hint?: TextEditHint): void {
    const doc = this.documentOf(key, base);
    applyTextEdit(doc, hint?.seen ?? readSharedText(doc), typed, hint?.caret);
    this.unsent.add(key);
    this.encoded.delete(key);
  }

  /** The state with every field this device has a document of showing that document's text. */
  overlay(state: JourneyState): JourneyState {
    let shown = state;
    for (const [key, doc] of this.docs) shown = writeTextField(shown, key, readSharedText(doc));
    return shown;
  }

  hasUnsent(): boolean {
    return this.unsent.size > 0;
  }

  /** The typing to send now, by field: everything this device has that the server is not known to have. */
  takeUnsent(): Record<string, string> {
    const updates: Record<string, string> = {};
    for (const key of this.unsent) updates[key] = sharedTextUpdateSince(this.docs.get(key)!, this.confirmed.get(key) ?? new Map());
    this.unsent.clear();
    return updates;
  }

  /** Fields whose batch did not go through: their typing goes with the next one. */
  markUnsent(keys: Iterable<string>): void {
    for (const key of keys) if (this.docs.has(key)) this.unsent.add(key);
  }

  /** A change's updates, in version order; `baseOf` names a field's text before it, for a first document. */
  receive(updates: Record<string, string>, baseOf: (key: string) => string): void {
    for (const [key, update] of Object.entries(updates)) {
      const doc = this.documentOf(key, baseOf(key));
      applySharedTextUpdate(doc, update, 'server');
      this.confirmed.set(key, vectorAfterUpdate(this.confirmed.get(key)!, update));
      this.encoded.delete(key);
    }
  }

  /** What this device's document of a field reads now (the person's typing included). */
  textOf(key: string): string | undefined {
    const doc = this.docs.get(key);
    return doc && readSharedText(doc);
  }

  save(): SavedSharedTexts {
    const docs: Record<string, string> = {};
    for (const [key, doc] of this.docs) {
      if (!this.encoded.has(key)) this.encoded.set(key, encodeSharedText(doc));
      docs[key] = this.encoded.get(key)!;
    }
    const confirmed = Object.fromEntries([...this.confirmed].map(([key, vector]) => [key, toRecord(vector)]));
    return { docs, confirmed, unsent: [...this.unsent] };
  }

  private documentOf(key: string, base: string): SharedText {
    let doc = this.docs.get(key);
    if (!doc) {
      doc = sharedTextOf(base);
      this.docs.set(key, doc);
      this.confirmed.set(key, stateVectorOf(doc));
    }
    return doc;
  }
}
