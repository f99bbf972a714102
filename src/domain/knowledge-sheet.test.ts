import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';
import { KnowledgeSheetError, parseKnowledgeSheet } from './knowledge-sheet';

describe('parseFrontMatter', () => {
  it('reads text, lists and one level of named lines', () => {
    const { data, body } = parseFrontMatter(
      '---\nid: rww\nkeywords: [real win worth, r-w-w]\n# a comment\nwalkthrough:\n  Is it real?: need, pain\n  Can we win?: rivals\n---\n## Overview\ntext',
    );
    expect(data).toEqual({
      id: 'rww',
      keywords: ['real win worth', 'r-w-w'],
      walkthrough: { 'Is it real?': 'need, pain', 'Can we win?': 'rivals' },
    });
    expect(body).toBe('## Overview\ntext');
  });

  it('drops the quotes YAML writers put around text', () => {
    const { data } = parseFrontMatter('---\r\ntitle: "Buy now, pay later"\r\nkeywords: [\'pay in 3\', "bnpl"]\r\n---\r\n');
    expect(data).toEqual({ title: 'Buy now, pay later', keywords: ['pay in 3', 'bnpl'] });
  });

  it('names the line it cannot read', () => {
    expect(() => parseFrontMatter('---\nid: a\njust words\n---\n')).toThrow('line 3 is not "name: value": just words');
    expect(() => parseFrontMatter('---\nkeywords: [a, b\n---\n')).toThrow('a list must end with "]"');
    expect(() => parseFrontMatter('---\nid: a\n')).toThrow('no closing "---" line');
  });
});

describe('parseKnowledgeSheet', () => {
  it('splits the body into its ## sections; text before the first heading is the overview', () => {
    const sheet = parseKnowledgeSheet('---\nid: vrp\ntitle: VRP\nkeywords: [vrp]\n---\nA standing permission.\n\n## Risks\n- Liability\n');
    expect(sheet.sections).toEqual([
      { heading: 'Overview', body: 'A standing permission.' },
      { heading: 'Risks', body: '- Liability' },
    ]);
    expect(sheet.related).toEqual([]);
  });

  it('says which field is wrong', () => {
    const fault = (text: string) => {
      try {
        parseKnowledgeSheet(text);
      } catch (error) {
        return error instanceof KnowledgeSheetError ? error.message : String(error);
      }
      return 'accepted';
    };
    expect(fault('---\nid: Not Valid\ntitle: T T\nkeywords: [a]\n---\n## A\nb')).toMatch(/^id: use lower-case letters/);
    expect(fault('---\nid: a\ntitle: T T\nkeywords: []\n---\n## A\nb')).toBe('keywords: give at least one keyword');
    expect(fault('---\nid: a\ntitle: T T\nkeywords: [a]\ncolour: red\n---\n## A\nb')).toMatch(/^front matter: Unrecognized key/);
  });
});
