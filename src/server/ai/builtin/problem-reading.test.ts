import { describe, expect, it } from 'vitest';
import { BANKING, ENGLISH_WITH_FOREIGN_NAMES, NOT_BANKING, NOT_ENGLISH } from '../../../../tests/labelled/problem-topic-cases';
import { BENCH_SUBDOMAINS } from '../../../../bench/ai-quality-problems';
import { builtinEngine } from '../builtin-engine';
import { OFF_TOPIC_NOTICE } from './ideas-notice';
import { contextFor, never } from './idea-test-support';
import { loadIdeaCatalogue } from './load-idea-catalogue';

const engine = builtinEngine({ ideaCatalogue: loadIdeaCatalogue() });
const inCards = (problem: string) => contextFor('retail_banking', 'cards_payments', problem);
const ideasFor = async (problem: string) => {
  const context = inCards(problem);
  const ideas = await Promise.all(context.team.map((persona) => engine.generateIdeasForPersona(persona, context, 2, 0, never)));
  return ideas.flat();
};

describe('the built-in engine reads whether a problem is about banking (labelled cases)', () => {
  it('notes a problem of another world even when it shares a banking word, and proposes nothing', async () => {
    for (const problem of NOT_BANKING) {
      expect(engine.assessProblem?.(inCards(problem)), problem).toEqual(OFF_TOPIC_NOTICE);
      expect(await ideasFor(problem), problem).toEqual([]);
    }
  });

  it('takes banking problems as banking, the bench’s and those using the same words in their banking sense', async () => {
    const benchProblems = BENCH_SUBDOMAINS.flatMap((place) => place.problems.map((problem) => problem.text));
    for (const problem of [...BANKING, ...benchProblems]) {
      expect(['off_topic', 'not_english'], problem).not.toContain(engine.assessProblem?.(inCards(problem))?.kind);
    }
    expect((await ideasFor('Customers are tricked by scammers into sending instant card payments and we reimburse more fraud losses every quarter.')).length).toBeGreaterThan(0);
  });
});

describe('the built-in engine asks for English rather than calling a foreign banking problem off-topic', () => {
  it('asks for the problem in English, naming the language it recognised, with no ideas', async () => {
    for (const { language, text } of NOT_ENGLISH) {
      const notice = engine.assessProblem?.(inCards(text));
      expect(notice?.kind, text).toBe('not_english');
      expect(notice?.message, text).toContain('Please write the problem in English');
      if (language !== 'another language') expect(notice?.message, text).toContain(`written in ${language}`);
      expect(await ideasFor(text), text).toEqual([]);
    }
  });

  it('reads English with foreign names of banks and places as English', () => {
    for (const problem of ENGLISH_WITH_FOREIGN_NAMES) {
      expect(engine.assessProblem?.(inCards(problem))?.kind, problem).not.toBe('not_english');
    }
  });
});
