import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index';
import { createLogger } from '../../logger';
import { createAiEngine } from '../create-engine';
import { loadKnowledgeSheets } from './knowledge-loader';

const sheet = (front: string, body = '## Overview\n\nOur own words on the topic.\n') => `---\n${front}\n---\n${body}`;

describe('loadKnowledgeSheets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'knowledge-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
  const shown = (name: string) => relative(process.cwd(), join(dir, name));

  it("adds a bank's own sheets, and one with a bundled sheet's id replaces it", () => {
    write('treasury-desk.md', sheet('id: treasury-desk\ntitle: Our treasury desk\nkeywords: [treasury, fx desk]\nrelated: [bnpl]'));
    write('bnpl.md', sheet('id: bnpl\ntitle: BNPL at our bank\nkeywords: [bnpl]'));
    const sheets = loadKnowledgeSheets([dir]);
    expect(sheets.find((s) => s.id === 'treasury-desk')).toMatchObject({ title: 'Our treasury desk', related: ['bnpl'] });
    expect(sheets.filter((s) => s.id === 'bnpl').map((s) => s.title)).toEqual(['BNPL at our bank']);
    expect(sheets.length).toBe(loadKnowledgeSheets().length + 1);
  });

  it('stops with one message naming the file and the field', () => {
    write('bad.md', sheet('id: bad\ntitle: A bad sheet\nkeywords: treasury'));
    expect(() => loadKnowledgeSheets([dir])).toThrow(
      `Invalid knowledge sheet ${shown('bad.md')}: keywords: give a list such as [open banking, psd2, api]`,
    );
  });

  it.each([
    ['no-front.md', '## Overview\n\ntext\n', 'front matter: the file must start with a "---" line'],
    ['no-title.md', sheet('id: no-title\nkeywords: [a]'), 'title: '],
    ['other-name.md', sheet('id: something-else\ntitle: Mismatch\nkeywords: [a]'), 'id: "something-else" must match the file name'],
    ['empty.md', sheet('id: empty\ntitle: Empty sheet\nkeywords: [a]', '\n'), 'body: write at least one "## " section'],
    ['lost.md', sheet('id: lost\ntitle: Lost link\nkeywords: [a]\nrelated: [no-such-sheet]'), 'related: there is no sheet with the id "no-such-sheet"'],
    ['steps.md', sheet('id: steps\ntitle: Steps\nkeywords: [a]\nwalkthrough:\n  Missing step: evidence'), 'walkthrough: "Missing step" is not a "## " heading'],
  ])('refuses %s', (name, text, message) => {
    write(name, text);
    expect(() => loadKnowledgeSheets([dir])).toThrow(`Invalid knowledge sheet ${shown(name)}: ${message}`);
  });

  it('refuses a KNOWLEDGE_DIR that is missing or holds no sheets', () => {
    expect(() => loadKnowledgeSheets([dir])).toThrow(`KNOWLEDGE_DIR: the folder ${dir} holds no .md knowledge sheets`);
    expect(() => loadKnowledgeSheets([join(dir, 'missing')])).toThrow(/^KNOWLEDGE_DIR: cannot read the folder .*missing \(ENOENT\)$/);
  });

  it('is checked when the app makes its engine, so a bad sheet stops the start', () => {
    write('bad.md', sheet('id: bad\ntitle: x\nkeywords: [a]'));
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), KNOWLEDGE_DIR: dir });
    expect(config.ai.knowledgeDir).toBe(dir);
    expect(() => createAiEngine(config.ai, createLogger('silent'))).toThrow(`Invalid knowledge sheet ${shown('bad.md')}: title: give the sheet a title`);
  });
});
