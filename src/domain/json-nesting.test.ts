import { describe, expect, it } from 'vitest';
import { MAX_JSON_NESTING, jsonNestingDepth } from './json-nesting';

describe('jsonNestingDepth', () => {
  it('counts how deeply arrays and objects nest', () => {
    expect(jsonNestingDepth('"text"')).toBe(0);
    expect(jsonNestingDepth('{"a":1}')).toBe(1);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonNestingDepth('["say \\"[[[\\" twice", "\\\\", [1]]')).toBe(2);
  });

  it('reads a hostile depth of a million without overflowing the stack', () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    expect(jsonNestingDepth(deep)).toBe(1_000_000);
    expect(jsonNestingDepth(deep)).toBeGreaterThan(MAX_JSON_NESTING);
  });
});
