import { describe, expect, it } from 'vitest';
import { definedTerm, parseMethodRequest, refersBack, splitQuestion } from './chat-question';

describe('splitQuestion', () => {
  it('splits questions joined by "and" and by sentences', () => {
    expect(splitQuestion('What is VRP and how does it differ from a direct debit?')).toEqual([
      'What is VRP',
      'how does it differ from a direct debit?',
    ]);
    expect(splitQuestion('What is BNPL? What are its risks?')).toEqual(['What is BNPL?', 'What are its risks?']);
  });

  it('keeps a statement as the context of the question after it, and "and" inside a topic', () => {
    expect(splitQuestion('We are a retail bank in Germany. How do we use open banking?')).toEqual([
      'We are a retail bank in Germany. How do we use open banking?',
    ]);
    expect(splitQuestion('What are the risks of buy now and pay later?')).toEqual([
      'What are the risks of buy now and pay later?',
    ]);
  });
});

describe('reading a question', () => {
  it('knows a question that points back at the topic before it', () => {
    expect(refersBack('What are its main risks?')).toBe(true);
    expect(refersBack('and for SMEs?')).toBe(true);
    expect(refersBack('What is open banking?')).toBe(false);
  });

  it('finds the term a "what is" question asks about', () => {
    expect(definedTerm('What is a persona in design thinking?')).toBe('a persona');
    expect(definedTerm('What does DORA mean?')).toBe('DORA');
    expect(definedTerm('How do I run a brainstorm?')).toBeUndefined();
  });

  it('reads a method and the case to apply it to', () => {
    expect(parseMethodRequest('Walk me through Real-Win-Worth for instant SME overdrafts')).toEqual({
      method: 'Real-Win-Worth',
      subject: 'instant SME overdrafts',
    });
    expect(parseMethodRequest('Apply SCAMPER to our onboarding journey.')).toEqual({
      method: 'SCAMPER',
      subject: 'our onboarding journey',
    });
    expect(parseMethodRequest('What is SCAMPER?')).toBeUndefined();
  });
});
