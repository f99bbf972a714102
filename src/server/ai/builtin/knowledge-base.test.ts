import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge-base';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('knowledge base', () => {
  it('has at least 30 entries with unique ids and titles', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(KNOWLEDGE_BASE.map((e) => e.id)).size).toBe(KNOWLEDGE_BASE.length);
    expect(new Set(KNOWLEDGE_BASE.map((e) => e.title)).size).toBe(KNOWLEDGE_BASE.length);
  });

  it('gives every entry keywords and a Markdown answer of 80-250 words', () => {
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.keywords.length, entry.id).toBeGreaterThanOrEqual(3);
      expect(words(entry.body), entry.id).toBeGreaterThanOrEqual(80);
      expect(words(entry.body), entry.id).toBeLessThanOrEqual(250);
      expect(entry.body, entry.id).toMatch(/^(- |\d+\. )/m);
    }
  });

  it('covers the topics the assistant promises', () => {
    const ids = new Set(KNOWLEDGE_BASE.map((e) => e.id));
    for (const id of [
      'five-stages',
      'how-might-we',
      'personas',
      'journey-maps',
      'brainstorming-rules',
      'crazy-eights',
      'scamper',
      'affinity-mapping',
      'real-win-worth',
      'open-banking',
      'instant-payments',
      'bnpl',
      'embedded-finance',
      'ekyc-onboarding',
      'regtech',
      'eu-ai-act',
      'dora',
      'mvp-experiments',
      'pilots-and-sandboxes',
      'experiment-metrics',
      'business-case',
      'stakeholder-buy-in',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
