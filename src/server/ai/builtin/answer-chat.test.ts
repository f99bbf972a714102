import { describe, expect, it } from 'vitest';
import type { ChatTurn, JourneyChatContext } from '../engine';
import { answerChat, chunkForStreaming } from './answer-chat';
import { NO_JOURNEY_REPLY } from './journey-answer';
import { createKnowledgeBase } from './knowledge-base';
import { loadKnowledgeSheets } from './knowledge-loader';

const knowledge = createKnowledgeBase(loadKnowledgeSheets());

/** Asks each question in turn, as the server would, with the assistant's earlier replies in the history. */
function converse(questions: readonly string[], journey?: JourneyChatContext) {
  const history: ChatTurn[] = [];
  let answer = answerChat([], knowledge, journey);
  for (const question of questions) {
    history.push({ role: 'user', content: question });
    answer = answerChat(history, knowledge, journey);
    history.push({ role: 'assistant', content: answer.text });
  }
  return answer;
}

const ask = (question: string, journey?: JourneyChatContext) => converse([question], journey);

const overdraftJourney: JourneyChatContext = {
  name: 'Cash when SMEs need it',
  domainName: 'Corporate & SME Banking',
  problemStatement: 'Small business owners wait three weeks for an overdraft decision while suppliers need paying now.',
  idea: {
    title: 'Instant overdraft in the business app',
    description: 'A limit decided in minutes from the live account data the bank already holds.',
  },
  validation: [
    { step: 'Real', label: 'Primary Needs', text: 'Cash within the day, without paperwork.' },
    { step: 'Worth', label: 'Risks', text: 'Fraud on fast approvals; losses in a downturn.' },
  ],
};

describe('answerChat: answers composed from sections of the knowledge sheets', () => {
  it('follows the conversation: "What are its main risks?" after BNPL is about BNPL risks', () => {
    const answer = converse(['What is buy now, pay later?', 'What are its main risks?']);
    expect(answer.text).toContain('Still on *Buy now, pay later (BNPL)*');
    expect(answer.text).toContain('Buy now, pay later (BNPL): Main risks');
    expect(answer.text).toMatch(/over-commitment/i);
    expect(answer.text).not.toMatch(/AI Act/);
    expect(answer.sources).toEqual(['Buy now, pay later (BNPL)']);
  });

  it('carries the topic into a short follow-up such as "and for SMEs?"', () => {
    const answer = converse(['What is BNPL?', 'and for SMEs?']);
    expect(answer.text).toContain('For small businesses');
    expect(answer.text).toMatch(/working capital/);
  });

  it('finds an aspect under the words a sheet uses for it, and asks which topic when none is named', () => {
    const answer = ask('What is open banking and what are its risks?');
    expect(answer.text).toContain('**What are its risks?**\n\n**Open banking: ideas and considerations: Considerations**');
    expect(answer.sources).toEqual(['Open banking: ideas and considerations']);
    const vague = ask('What are the main risks?');
    expect(vague.text).toMatch(/^Which topic do you mean\?/);
    expect(vague.sources).toEqual([]);
  });

  it('answers each part of a two-part question', () => {
    const answer = ask('What is VRP and how does it differ from a direct debit?');
    expect(answer.text).toContain('**What is VRP?**');
    expect(answer.text).toContain('**How does it differ from a direct debit?**');
    expect(answer.text).toMatch(/standing permission/);
    expect(answer.text).toMatch(/direct debit settles in days/);
  });

  it('walks through Real-Win-Worth for the case asked about, with what it knows of that case', () => {
    const answer = ask('Walk me through Real-Win-Worth for instant SME overdrafts');
    const steps = answer.text.split(/\*\*(?=Is it real\?|Can we win\?|Is it worth doing\?)/).slice(1);
    expect(steps).toHaveLength(3);
    for (const step of steps) {
      expect(step).toMatch(/^[^*]+ — instant SME overdrafts\*\*/);
      expect(step).toMatch(/overdraft|SME/i);
    }
    expect(steps[0]).toMatch(/instant overdraft/i);
    expect(steps[2]).toMatch(/loss|fraud|interest/i);
    expect(answer.sources).toEqual(['Real / Win / Worth', 'SME lending, overdrafts and working capital']);
    expect(answer.text).toContain('**Using it well**');
  });

  it('walks other method sheets through a case too', () => {
    const answer = ask('Apply SCAMPER to SME overdrafts');
    for (const step of ['Substitute', 'Combine', 'Adapt', 'Modify', 'Put to another use', 'Eliminate', 'Reverse']) {
      expect(answer.text).toContain(`**${step} — SME overdrafts**`);
    }
    expect(answer.sources[0]).toBe('SCAMPER idea prompts');
  });

  it('says plainly that it does not know, instead of offering the nearest sheet', () => {
    for (const question of ['What is the capital of France?', 'what is the weather today', 'asdkjh qwe zzz', 'football scores']) {
      const answer = ask(question);
      expect(answer.matched, question).toBe(false);
      expect(answer.text, question).toMatch(/^I don't have reliable material on that/);
      expect(answer.text).toContain('Here is what I can help with');
      expect(answer.sources).toEqual([]);
    }
  });

  it('cites the sheets it used by their titles, never by "Part 1"', () => {
    const questions = ['What is open banking?', 'How do I run a brainstorm?', 'What does DORA mean for our cloud vendors?'];
    for (const question of questions) {
      const answer = ask(question);
      expect(answer.sources.length, question).toBeGreaterThan(0);
      expect(answer.text).toContain(`_Sources: ${answer.sources.join(' · ')}_`);
      expect(answer.text).not.toMatch(/Part \d/);
      for (const title of answer.sources) expect(knowledge.sheets.map((sheet) => sheet.title)).toContain(title);
    }
  });

  it('answers "what is" with the overview of the thing asked about', () => {
    expect(ask('What is a persona in design thinking?').sources).toEqual(['Personas: average, extreme and unexpected users']);
    expect(ask('What is Real Win Worth?').text).toMatch(/Yes, Maybe or No/);
  });

  it('gives the next part of the topic on "tell me more"', () => {
    const first = ask('What is Real Win Worth?');
    const more = converse(['What is Real Win Worth?', 'tell me more']);
    expect(more.text).toContain('Real / Win / Worth: Is it real?');
    expect(more.text).not.toContain(first.text.split('\n\n')[1]);
  });

  it('treats a new full question on its own', () => {
    const answer = converse(['What is Real Win Worth?', 'How should we think about buy now pay later affordability checks?']);
    expect(answer.sources[0]).toBe('Buy now, pay later (BNPL)');
    expect(answer.text).not.toContain('Still on');
  });

  it('is deterministic', () => {
    const question = 'Walk me through Real-Win-Worth for instant SME overdrafts';
    expect(ask(question)).toEqual(ask(question));
  });
});

describe('answerChat: the journey the user has open', () => {
  it('answers about "my idea" from the journey and what the team recorded', () => {
    const answer = ask('What are the risks of my idea?', overdraftJourney);
    expect(answer.text).toContain('About your journey **Cash when SMEs need it**');
    expect(answer.text).toContain('Instant overdraft in the business app');
    expect(answer.text).toContain('Risks (Worth): Fraud on fast approvals');
  });

  it('walks Real-Win-Worth through the chosen idea, with the team’s own notes per step', () => {
    const answer = ask('Walk me through Real-Win-Worth for my idea', overdraftJourney);
    expect(answer.text).toContain('**Is it real? — Instant overdraft in the business app**');
    expect(answer.text).toContain('Primary Needs: Cash within the day');
  });

  it('answers a general question on "my idea" with everything the team recorded', () => {
    const answer = ask('Tell me about my idea', overdraftJourney);
    expect(answer.text).toContain('Primary Needs (Real): Cash within the day');
    expect(answer.text).toContain('Risks (Worth): Fraud on fast approvals');
    expect(answer.sources).toContain('SME lending, overdrafts and working capital');
  });

  it('asks for a journey when none is open, rather than inventing one', () => {
    expect(ask('What are the risks of my idea?').text).toBe(NO_JOURNEY_REPLY);
  });
});

describe('answerChat: small talk', () => {
  it('greets, thanks and helps briefly', () => {
    expect(ask('hi').text).toMatch(/^Hello!/);
    expect(ask('Thanks a lot!').text).toMatch(/^You're welcome/);
    expect(ask('What can you do?').text).toContain('Real / Win / Worth');
    expect(ask('bye').text).toMatch(/^Goodbye/);
    expect(ask('Who should be on my innovation team?').sources[0]).toBe('Building a cross-functional innovation team');
    expect(answerChat([], knowledge).text).toContain('Here is what I can help with');
  });

  it('answers a question that starts with a greeting', () => {
    expect(ask('Hi! How do I run a brainstorm?').sources[0]).toBe('Running a brainstorm');
  });
});

describe('chunkForStreaming', () => {
  it('splits into word chunks that join back to the original text', () => {
    const text = '  Here is **bold** text.\n\n- a list item\n';
    const chunks = chunkForStreaming(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBe(8);
  });

  it('handles empty and whitespace-only text', () => {
    expect(chunkForStreaming('')).toEqual([]);
    expect(chunkForStreaming('   ')).toEqual(['   ']);
  });
});
