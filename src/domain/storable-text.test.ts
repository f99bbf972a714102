import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('isStorableText', () => {
  it('accepts any well-formed text, including emoji, right-to-left and control characters other than NUL', () => {
    for (const text of [
      '',
      'plain',
      '👩🏽‍💻 ﷽ 𝕋𝕙𝕖',
      '\u202etxet',
      'tab\there\r\n\u0007',
      '<script>alert(1)</script>',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL and unpaired surrogates', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00y', '\udbff\ud800', 'end\ud83d']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad string, in objects and arrays alike', () => {
    const body = { state: { problemStatement: 'fine', ideas: [{ title: 'ok' }, { title: 'bad\u0000' }] } };
    expect(findUnstorableText(body)).toBe('state.ideas.1.title');
    expect(findUnstorableText('\ud800')).toBe('_');
  });

  it('answers undefined when every string is storable or there is none', () => {
    expect(findUnstorableText({ version: 3, flags: [true, null], name: 'Q3 plan' })).toBeUndefined();
  });
});
