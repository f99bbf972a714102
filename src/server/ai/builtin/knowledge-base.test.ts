import { describe, expect, it } from 'vitest';
import { createKnowledgeBase } from './knowledge-base';
import { loadKnowledgeSheets } from './knowledge-loader';

const sheets = loadKnowledgeSheets();
const knowledge = createKnowledgeBase(sheets);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the bundled knowledge sheets', () => {
  it('has at least 45 sheets with unique titles, each in short sections', () => {
    expect(sheets.length).toBeGreaterThanOrEqual(45);
    expect(new Set(sheets.map((sheet) => sheet.title)).size).toBe(sheets.length);
    for (const sheet of sheets) {
      expect(sheet.keywords.length, sheet.id).toBeGreaterThanOrEqual(3);
      for (const { heading, body } of sheet.sections) {
        expect(words(body), `${sheet.id} / ${heading}`).toBeLessThanOrEqual(200);
      }
    }
  });

  it('covers what bank teams ask most', () => {
    const ids = new Set(sheets.map((sheet) => sheet.id));
    for (const id of [
      'bnpl', 'instant-payments', 'app-scams', 'open-banking', 'variable-recurring-payments', 'sme-lending',
      'ekyc-onboarding', 'real-win-worth', 'five-stages', 'how-might-we', 'personas', 'journey-maps',
      'ai-governance', 'eu-ai-act', 'dora', 'mvp-experiments', 'business-case', 'stakeholder-buy-in',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});

describe('searching sections', () => {
  it('finds the section that answers, not only the sheet', () => {
    const [best] = knowledge.searchSections('main risks of buy now pay later');
    expect(best?.entry.sheet.id).toBe('bnpl');
    expect(best?.entry.section.heading).toBe('Main risks');
  });

  it('limits a search to some sheets', () => {
    const results = knowledge.searchSections('risks', { k: 10, within: new Set(['app-scams']) });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.entry.sheet.id === 'app-scams')).toBe(true);
  });

  it('lists a sheet’s sections in their written order', () => {
    expect(knowledge.sectionsOf('real-win-worth').map((entry) => entry.section.heading)).toEqual([
      'Overview', 'Is it real?', 'Can we win?', 'Is it worth doing?', 'Using it well',
    ]);
  });

  it('knows how much of a question it has words for', () => {
    expect(knowledge.knownShare('open banking ideas')).toBe(1);
    expect(knowledge.knownShare('football scores tonight')).toBeLessThan(0.5);
    expect(knowledge.knownShare('')).toBe(0);
  });
});
