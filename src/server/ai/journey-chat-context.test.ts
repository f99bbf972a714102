import { describe, expect, it } from 'vitest';
import { createInitialJourneyState } from '../../domain/journey-state';
import { toJourneyChatContext } from './journey-chat-context';

describe('the journey a chat question is about', () => {
  const state = {
    ...createInitialJourneyState(),
    problemStatement: 'Small business owners wait up to four weeks for a working-capital decision.',
  };

  it('is called by its name', () => {
    expect(toJourneyChatContext('Cash when SMEs need it', state).name).toBe('Cash when SMEs need it');
  });

  it('is called by a name read from its problem when nobody named it, never “Untitled Journey”', () => {
    expect(toJourneyChatContext('  ', state).name).toBe('Working-capital decision for small business owners');
    expect(
      toJourneyChatContext('', { ...state, problemStatement: '', selectedDomain: 'wealth_management' }).name,
    ).toBe('Wealth Management journey');
  });
});
