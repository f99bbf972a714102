import { describe, expect, it } from 'vitest';
import { countOf, formatMinutes } from './session-words';

describe('formatMinutes', () => {
  it('reads whole minutes, never "0 minutes" for time that passed', () => {
    expect(formatMinutes(10 * 60_000)).toBe('10 minutes');
    expect(formatMinutes(60_000)).toBe('1 minute');
    expect(formatMinutes(20_000)).toBe('1 minute');
    expect(formatMinutes(150_000)).toBe('3 minutes');
    expect(formatMinutes(0)).toBe('0 minutes');
  });
});

describe('countOf', () => {
  it('says one or many', () => {
    expect(countOf(1, 'idea')).toBe('1 idea');
    expect(countOf(3, 'idea')).toBe('3 ideas');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});
