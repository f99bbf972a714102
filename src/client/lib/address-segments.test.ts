import { describe, expect, it } from 'vitest';
import { addressSegments } from './address-segments';

describe('addressSegments', () => {
  it('cuts an address after the @ and before each dot, keeping every character', () => {
    const segments = addressSegments('ana.silva@northbank.example.com');
    expect(segments).toEqual(['ana', '.silva@', 'northbank', '.example', '.com']);
    expect(segments.join('')).toBe('ana.silva@northbank.example.com');
  });

  it('leaves a name or a sentence whole', () => {
    expect(addressSegments('Ana Silva')).toEqual(['Ana Silva']);
    expect(addressSegments('invited ana@bank.example as viewer')).toEqual(['invited ana@bank.example as viewer']);
  });
});
