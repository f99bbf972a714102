import { describe, expect, it } from 'vitest';
import { IDEA_TEXT_MESSAGES, ideaTextSchema, ownIdeaSource } from './idea-text';

describe('ideaTextSchema', () => {
  it('trims what a person typed and needs a title', () => {
    expect(ideaTextSchema.parse({ title: '  Live dispute tracker ', description: ' One page. ', type: ' Service ' })).toEqual({
      title: 'Live dispute tracker',
      description: 'One page.',
      type: 'Service',
    });
    const result = ideaTextSchema.safeParse({ title: '   ', description: '', type: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([IDEA_TEXT_MESSAGES.titleRequired]);
  });

  it('bounds each field with a clear message', () => {
    const result = ideaTextSchema.safeParse({ title: 'x'.repeat(201), description: 'y'.repeat(4001), type: 'z'.repeat(201) });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      IDEA_TEXT_MESSAGES.titleTooLong,
      IDEA_TEXT_MESSAGES.descriptionTooLong,
      IDEA_TEXT_MESSAGES.typeTooLong,
    ]);
  });
});

describe('ownIdeaSource', () => {
  it("is the person's name, or You when they gave none", () => {
    expect(ownIdeaSource(' Ana Silva ')).toBe('Ana Silva');
    expect(ownIdeaSource('')).toBe('You');
    expect(ownIdeaSource(undefined)).toBe('You');
  });
});
