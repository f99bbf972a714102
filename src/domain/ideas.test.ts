import { describe, expect, it } from 'vitest';
import type { Idea } from './journey-state';
import {
  averageScore,
  DEFAULT_IDEA_TYPE,
  formatAverage,
  groupIdeasByPersona,
  IDEAS_PER_PERSONA,
  isIdeaScored,
  MIN_SCORED_IDEAS,
  personaSourceLabel,
  scoredIdeasCount,
  sortIdeasByScore,
  topIdeas,
} from './ideas';

function idea(id: string, extra: Partial<Idea> = {}): Idea {
  return { id, title: id, description: '', votes: 0, type: 'Innovation', personaSource: '', ...extra };
}

describe('constants', () => {
  it('match SPEC sections 5 and 9', () => {
    expect(MIN_SCORED_IDEAS).toBe(3);
    expect(IDEAS_PER_PERSONA).toBe(2);
    expect(DEFAULT_IDEA_TYPE).toBe('Innovation');
  });
});

describe('averageScore', () => {
  it('prefers the stored average', () => {
    expect(averageScore({ appealScore: 2, fitScore: 4, averageScore: 9 })).toBe(9);
  });

  it('falls back to the mean of appeal and fit', () => {
    expect(averageScore({ appealScore: 7, fitScore: 8 })).toBe(7.5);
    expect(averageScore({ appealScore: 6 })).toBe(3);
    expect(averageScore({ fitScore: 0 })).toBe(0);
  });

  it('is undefined when the idea has no score at all', () => {
    expect(averageScore({})).toBeUndefined();
  });
});

describe('scoredIdeasCount', () => {
  it('counts ideas whose appeal or fit is above 0', () => {
    const ideas = [
      idea('a', { appealScore: 1, fitScore: 0 }),
      idea('b', { appealScore: 0, fitScore: 3 }),
      idea('c', { appealScore: 0, fitScore: 0 }),
      idea('d'),
      idea('e', { averageScore: 5 }),
    ];
    expect(scoredIdeasCount(ideas)).toBe(2);
    expect(isIdeaScored(ideas[2] ?? idea('x'))).toBe(false);
  });
});

describe('topIdeas', () => {
  const ideas = [
    idea('low', { averageScore: 2 }),
    idea('unscored'),
    idea('high', { appealScore: 10, fitScore: 9 }),
    idea('tie-first', { averageScore: 6 }),
    idea('tie-second', { averageScore: 6 }),
    idea('zero', { appealScore: 0, fitScore: 0 }),
  ];

  it('returns the three best, ties in list order, skipping unscored ideas', () => {
    expect(topIdeas(ideas).map((i) => i.id)).toEqual(['high', 'tie-first', 'tie-second']);
  });

  it('honours n and never invents ideas', () => {
    expect(topIdeas(ideas, 1).map((i) => i.id)).toEqual(['high']);
    expect(topIdeas(ideas, 10).map((i) => i.id)).toEqual(['high', 'tie-first', 'tie-second', 'low', 'zero']);
    expect(topIdeas([idea('u')])).toEqual([]);
    expect(topIdeas(ideas, 0)).toEqual([]);
  });

  it('does not reorder the input', () => {
    const before = ideas.map((i) => i.id);
    topIdeas(ideas);
    expect(ideas.map((i) => i.id)).toEqual(before);
  });
});

describe('sortIdeasByScore', () => {
  it('puts the best average first and unscored ideas last, ties in list order, without touching the input', () => {
    const ideas = [
      idea('unscored'),
      idea('mid', { appealScore: 5, fitScore: 5 }),
      idea('best', { averageScore: 9 }),
      idea('zero', { appealScore: 0, fitScore: 0 }),
      idea('mid-too', { averageScore: 5 }),
    ];
    expect(sortIdeasByScore(ideas).map((i) => i.id)).toEqual(['best', 'mid', 'mid-too', 'zero', 'unscored']);
    expect(ideas[0]?.id).toBe('unscored');
  });
});

describe('formatAverage', () => {
  it('shows one decimal', () => {
    expect(formatAverage(7)).toBe('7.0');
    expect(formatAverage(7.5)).toBe('7.5');
    expect(formatAverage(6.66)).toBe('6.7');
  });
});

describe('persona sources', () => {
  it("labels an idea with no source as 'AI'", () => {
    expect(personaSourceLabel(idea('a', { personaSource: 'Mei Lin Chen' }))).toBe('Mei Lin Chen');
    expect(personaSourceLabel(idea('b', { personaSource: '' }))).toBe('AI');
    expect(personaSourceLabel(idea('c', { personaSource: '   ' }))).toBe('AI');
  });

  it('groups ideas by source in order of first appearance', () => {
    const groups = groupIdeasByPersona([
      idea('1', { personaSource: 'Amara Okafor' }),
      idea('2', { personaSource: 'Kwame Mensah' }),
      idea('3'),
      idea('4', { personaSource: 'Amara Okafor' }),
    ]);
    expect(groups.map((g) => [g.personaSource, g.ideas.map((i) => i.id)])).toEqual([
      ['Amara Okafor', ['1', '4']],
      ['Kwame Mensah', ['2']],
      ['AI', ['3']],
    ]);
    expect(groupIdeasByPersona([])).toEqual([]);
  });
});
