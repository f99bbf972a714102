import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { bytesToBase64 } from './base64';
import {
  SharedTextUpdateError,
  applySharedTextUpdate,
  applyTextEdit,
  checkSharedTextUpdate,
  encodeSharedText,
  hasOperationsBeyond,
  loadSharedText,
  newSharedText,
  readSharedText,
  sharedTextUpdateSince,
  stateVectorOf,
  vectorAfterUpdate,
} from './shared-text';

/** A person typing one character at a time at a place of their own, as a browser reports it. */
function typeAt(doc: Y.Doc, where: (text: string) => number, characters: string, sent: string[]): void {
  for (const character of characters) {
    const seen = readSharedText(doc);
    const at = where(seen);
    const before = stateVectorOf(doc);
    applyTextEdit(doc, seen, seen.slice(0, at) + character + seen.slice(at), at + 1);
    sent.push(sharedTextUpdateSince(doc, before));
  }
}

describe('shared text', () => {
  it('keeps every word of two people typing in one field at once, at its start and its end', () => {
    const start = newSharedText();
    applyTextEdit(start, '', 'The problem.');
    const owner = loadSharedText(encodeSharedText(start));
    const editor = loadSharedText(encodeSharedText(start));
    const fromOwner: string[] = [];
    const fromEditor: string[] = [];
    const ownerWords = ' alpha bravo charlie delta echo foxtrot';
    const editorWords = 'one two three four five six ';
    let editorTyped = 0;
    // Interleaved keystrokes; each side hears the other only every few keys, as over a network.
    for (let i = 0; i < Math.max(ownerWords.length, editorWords.length); i += 1) {
      if (i < ownerWords.length) typeAt(owner, (text) => text.length, ownerWords[i]!, fromOwner);
      if (i < editorWords.length) typeAt(editor, () => editorTyped++, editorWords[i]!, fromEditor);
      if (i % 3 === 0) {
        for (const update of fromOwner.splice(0)) applySharedTextUpdate(editor, update);
        for (const update of fromEditor.splice(0)) applySharedTextUpdate(owner, update);
      }
    }
    for (const update of fromOwner.splice(0)) applySharedTextUpdate(editor, update);
    for (const update of fromEditor.splice(0)) applySharedTextUpdate(owner, update);

    expect(readSharedText(owner)).toBe(readSharedText(editor));
    expect(readSharedText(owner)).toBe(`${editorWords}The problem.${ownerWords}`);
  });

  it('moves an edit made on an older text around what others typed since', () => {
    const doc = newSharedText();
    applyTextEdit(doc, '', 'hello world');
    applyTextEdit(doc, 'hello world', 'hello big world');
    // The person still saw "hello world" when they typed the "!".
    applyTextEdit(doc, 'hello world', 'hello world!', 12);
    expect(readSharedText(doc)).toBe('hello big world!');
  });

  it('removes only what the person removed, keeping words others typed inside it', () => {
    const doc = newSharedText();
    applyTextEdit(doc, '', 'abc def ghi');
    applyTextEdit(doc, 'abc def ghi', 'abc dXYZef ghi');
    applyTextEdit(doc, 'abc def ghi', 'abc ghi', 4);
    expect(readSharedText(doc)).toBe('abc XYZghi');
  });

  it('tells what a document holds beyond a state vector, and follows vectors through updates', () => {
    const server = newSharedText();
    applyTextEdit(server, '', 'base');
    const client = loadSharedText(encodeSharedText(server));
    let known = stateVectorOf(server);
    expect(hasOperationsBeyond(client, known)).toBe(false);
    applyTextEdit(client, 'base', 'base, more');
    expect(hasOperationsBeyond(client, known)).toBe(true);
    const update = sharedTextUpdateSince(client, known);
    applySharedTextUpdate(server, update);
    known = vectorAfterUpdate(known, update);
    expect(hasOperationsBeyond(client, known)).toBe(false);
    expect(readSharedText(server)).toBe('base, more');
  });

  it('refuses updates that are not plain text of one field', () => {
    expect(() => checkSharedTextUpdate('not base64 at all!')).toThrow(SharedTextUpdateError);
    expect(() => checkSharedTextUpdate(bytesToBase64(new Uint8Array([9, 9, 9, 9, 9])))).toThrow(SharedTextUpdateError);

    const other = new Y.Doc();
    other.getMap('text').set('x', 1);
    expect(() => checkSharedTextUpdate(bytesToBase64(Y.encodeStateAsUpdate(other)))).toThrow(SharedTextUpdateError);

    const embedded = new Y.Doc();
    embedded.getText('text').insertEmbed(0, { image: 'x' });
    expect(() => checkSharedTextUpdate(bytesToBase64(Y.encodeStateAsUpdate(embedded)))).toThrow(SharedTextUpdateError);

    const plain = newSharedText();
    applyTextEdit(plain, '', 'fine');
    expect(checkSharedTextUpdate(encodeSharedText(plain))).toBeInstanceOf(Uint8Array);
  });
});
