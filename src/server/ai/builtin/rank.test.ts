import { describe, expect, it } from 'vitest';
import { createKnowledgeBase } from './knowledge-base';
import { loadKnowledgeSheets } from './knowledge-loader';
import { createSearchIndex } from './rank';
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

describe('search over the knowledge sheets', () => {
  const knowledge = createKnowledgeBase(loadKnowledgeSheets());
  const expectations: Array<[string, string]> = [
    ['what is Real Win Worth', 'real-win-worth'],
    ['how do I run a brainstorm', 'running-a-brainstorm'],
    ['open banking ideas', 'open-banking'],
    ['How might we questions', 'how-might-we'],
    ['what are the rules of brainstorming?', 'brainstorming-rules'],
    ['Tell me about the EU AI Act and credit scoring', 'eu-ai-act'],
    ['what does DORA mean for our cloud vendors', 'dora'],
    ['how do I write a business case', 'business-case'],
    ['what is a Wizard of Oz MVP', 'mvp-experiments'],
    ['buy now pay later', 'bnpl'],
    ['how does the worth score work', 'is-it-worth-it'],
    ['affinity mapping after interviews', 'affinity-mapping'],
    ['how do I get stakeholder buy-in from my bank executives', 'stakeholder-buy-in'],
    ['authorised push payment scams and mule accounts', 'app-scams'],
    ['model risk management and validation', 'ai-governance'],
  ];

  for (const [question, expected] of expectations) {
    it(`answers "${question}" from ${expected}`, () => {
      expect(knowledge.searchSections(question, { k: 1 })[0]?.entry.sheet.id).toBe(expected);
    });
  }

  it('returns nothing for gibberish, and tells headline matches from body-only mentions', () => {
    expect(knowledge.searchSections('asdkjh qwe zzz')).toEqual([]);
    expect(knowledge.searchSections('')).toEqual([]);
    expect(knowledge.searchSections('What is BNPL?', { k: 1 })[0]?.inHeadline).toBe(true);
    expect(knowledge.searchSections('what is the weather today').every((result) => !result.inHeadline)).toBe(true);
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
