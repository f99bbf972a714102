import { describe, expect, it } from 'vitest';
import { CHAT_FOLLOW_UPS, CHAT_QUESTIONS } from '../../../../tests/labelled/chat-questions';
import type { ChatTurn } from '../engine';
import { answerChat } from './answer-chat';
import { createKnowledgeBase } from './knowledge-base';
import { loadKnowledgeSheets } from './knowledge-loader';

const sheets = loadKnowledgeSheets();
const knowledge = createKnowledgeBase(sheets);
const idOfTitle = new Map(sheets.map((sheet) => [sheet.title, sheet.id]));
const leadSheet = (sources: readonly string[]) => (sources[0] === undefined ? undefined : idOfTitle.get(sources[0]));

function converse(questions: readonly string[]) {
  const history: ChatTurn[] = [];
  let answer = answerChat([], knowledge);
  for (const question of questions) {
    history.push({ role: 'user', content: question });
    answer = answerChat(history, knowledge);
    history.push({ role: 'assistant', content: answer.text });
  }
  return answer;
}

const paragraphsRepeated = (text: string) => {
  const paragraphs = text.split(/\n{2,}/).map((p) => p.trim()).filter((p) => p.length > 40);
  return paragraphs.length - new Set(paragraphs).size;
};

describe('the chat answers the labelled questions from the sheets that fit (tests/labelled/chat-questions.ts)', () => {
  it('leads with a fitting sheet for every what, how, compare, list and apply question', () => {
    for (const { question, sheets: expected } of CHAT_QUESTIONS.filter((q) => q.kind !== 'paraphrase' && q.kind !== 'unknown')) {
      expect(expected, question).toContain(leadSheet(answerChat([{ role: 'user', content: question }], knowledge).sources));
    }
  });

  it('answers with the part of the sheet that suits the kind of question', () => {
    for (const { question, part } of CHAT_QUESTIONS.filter((q) => q.part !== undefined)) {
      expect(answerChat([{ role: 'user', content: question }], knowledge).text, question).toContain(part);
    }
  });

  it('finds most questions that say the same in other words', () => {
    const paraphrases = CHAT_QUESTIONS.filter((q) => q.kind === 'paraphrase');
    const found = paraphrases.filter(({ question, sheets: expected }) =>
      expected.includes(leadSheet(answerChat([{ role: 'user', content: question }], knowledge).sources) ?? ''),
    );
    expect(found.length).toBeGreaterThanOrEqual(Math.ceil(paraphrases.length * 0.6));
  });

  it('says it does not know rather than offering the nearest sheet', () => {
    for (const { question } of CHAT_QUESTIONS.filter((q) => q.kind === 'unknown')) {
      expect(answerChat([{ role: 'user', content: question }], knowledge).matched, question).toBe(false);
    }
  });

  it('stays on the topic only when a follow-up refers to it, and gives the part asked for', () => {
    for (const { questions, sheet, followsUp, mentions } of CHAT_FOLLOW_UPS) {
      const answer = converse(questions);
      const label = questions.join(' / ');
      expect(leadSheet(answer.sources), label).toBe(sheet);
      expect(answer.text.includes('Still on'), label).toBe(followsUp);
      for (const word of mentions ?? []) expect(answer.text, label).toContain(word);
    }
  });

  it('never prints the same paragraph twice in one answer', () => {
    const answers = [
      ...CHAT_QUESTIONS.map(({ question }) => answerChat([{ role: 'user', content: question }], knowledge)),
      ...CHAT_FOLLOW_UPS.map(({ questions }) => converse(questions)),
      answerChat([{ role: 'user', content: 'What is a design sprint? What is a design sprint and how does it differ from a hackathon?' }], knowledge),
    ];
    for (const answer of answers) expect(paragraphsRepeated(answer.text), answer.text.slice(0, 80)).toBe(0);
  });
});

describe('the chat answers the kind of question asked', () => {
  it('answers "how" with the how-to part and a comparison with the part that compares', () => {
    expect(converse(['How do I run a jobs-to-be-done interview?']).text).toContain('How to run a switch interview');
    expect(converse(['How is a design sprint different from a hackathon?']).text).toContain('Design sprint versus hackathon');
  });

  it('answers a comparison of two topics from the sheet that covers both', () => {
    const answer = converse(['What is the difference between open banking and open finance?']);
    expect(answer.sources[0]).toBe('Open finance and the EU FIDA proposal');
    expect(answer.text).toMatch(/payment-account/);
  });

  it('applies a method without a walkthrough to a case, saying when it has no worked example', () => {
    const answer = converse(['Apply the Kano model to a savings app']);
    expect(answer.text).toMatch(/^I have no worked example of \*\*The Kano model/);
    expect(answer.text).toContain('How to run a Kano survey');
    const withExample = converse(['Apply the value proposition canvas to first-time SME owners']);
    expect(withExample.text).toContain('Bank example');
    expect(withExample.text).not.toContain('no worked example');
  });

  it('says which names in the question it knows nothing about', () => {
    const answer = converse(['What is the output floor in Japan?']);
    expect(answer.sources[0]).toBe('Basel 3.1 output floor and SME loan pricing');
    expect(answer.text).toContain('My sheets say nothing about *Japan*');
    expect(converse(['What is the output floor?']).text).not.toContain('My sheets say nothing');
  });
});
