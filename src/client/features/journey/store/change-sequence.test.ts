import { describe, expect, it } from 'vitest';
import type { JourneyChange } from '../../../../domain/journey-live';
import { ChangeSequence } from './change-sequence';

const change = (version: number): JourneyChange => ({ version, at: '', by: null, summary: [], kind: 'status', status: 'in_progress' });

describe('changes put in version order', () => {
  it('hands changes out one version after another, holding back those that came early', () => {
    const sequence = new ChangeSequence();
    sequence.add(change(4), 2);
    sequence.add(change(3), 2);
    expect(sequence.takeNext(2)?.version).toBe(3);
    expect(sequence.takeNext(3)?.version).toBe(4);
    expect(sequence.takeNext(4)).toBeUndefined();
    expect(sequence.hasGap).toBe(false);
  });

  it('drops repeats and changes already applied, and says when one is missing', () => {
    const sequence = new ChangeSequence();
    sequence.add(change(2), 2);
    sequence.add(change(5), 2);
    expect(sequence.takeNext(2)).toBeUndefined();
    expect(sequence.hasGap).toBe(true);
    sequence.forgetUpTo(6);
    expect(sequence.hasGap).toBe(false);
  });
});
