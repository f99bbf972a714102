import { describe, expect, it } from 'vitest';
import { createSearchIndex, knownShare, search } from './rank';
import { stem } from './text';

describe('stem', () => {
  it('maps word forms to one stem', () => {
    expect(stem('brainstorming')).toBe(stem('brainstorms'));
    expect(stem('personas')).toBe(stem('persona'));
    expect(stem('planning')).toBe(stem('plans'));
    expect(stem('prototyping')).toBe(stem('prototypes'));
    expect(stem('innovation')).toBe(stem('innovate'));
    expect(stem('processes')).toBe(stem('process'));
    expect(stem('policies')).toBe(stem('policy'));
    expect(stem('tested')).toBe(stem('test'));
  });
});

describe('search over the knowledge base', () => {
  const expectations: Array<[string, string]> = [
    ['what is Real Win Worth', 'real-win-worth'],
    ['how do I run a brainstorm', 'running-a-brainstorm'],
    ['open banking ideas', 'open-banking'],
    ['what is a persona', 'personas'],
    ['How might we questions', 'how-might-we'],
    ['what are the rules of brainstorming?', 'brainstorming-rules'],
    ['Tell me about the EU AI Act and credit scoring', 'eu-ai-act'],
    ['what does DORA mean for our cloud vendors', 'dora'],
    ['how do I write a business case', 'business-case'],
    ['what is a Wizard of Oz MVP', 'mvp-experiments'],
    ['buy now pay later', 'bnpl'],
    ['how does the worth score work', 'is-it-worth-it'],
    ['can we win?', 'can-we-win'],
    ['affinity mapping after interviews', 'affinity-mapping'],
    ['how do I get stakeholder buy-in from my bank executives', 'stakeholder-buy-in'],
  ];

  for (const [question, expected] of expectations) {
    it(`answers "${question}" with ${expected}`, () => {
      expect(search(question, 3)[0]?.entry.id).toBe(expected);
    });
  }

  it('returns at most k results, best first, and nothing for gibberish', () => {
    const results = search('design thinking prototype test', 2);
    expect(results).toHaveLength(2);
    expect(results[0]!.score).toBeGreaterThanOrEqual(results[1]!.score);
    expect(search('asdkjh qwe zzz', 3)).toEqual([]);
    expect(search('', 3)).toEqual([]);
  });

  it('knows how much of a question it has words for', () => {
    expect(knownShare('open banking ideas')).toBe(1);
    expect(knownShare('football scores tonight')).toBeLessThan(0.5);
    expect(knownShare('')).toBe(0);
  });

  it('tells headline matches from body-only mentions', () => {
    expect(search('What is BNPL?', 1)[0]?.inHeadline).toBe(true);
    const weather = search('what is the weather today', 3);
    expect(weather.every((result) => !result.inHeadline)).toBe(true);
  });
});

describe('createSearchIndex', () => {
  const index = createSearchIndex([
    {
      id: 'a',
      title: 'Savings pots',
      keywords: ['goals'],
      body: 'Cards and payments are mentioned here once.',
    },
    { id: 'b', title: 'Card payments', keywords: ['cards'], body: 'Everything about paying by card.' },
    { id: 'c', title: 'Mortgages', keywords: ['home'], body: 'Nothing on the topic.' },
  ]);

  it('boosts title and keyword matches above body mentions', () => {
    expect(index.search('card payments', 3).map((r) => r.entry.id)).toEqual(['b', 'a']);
  });
});
