import { describe, expect, it } from 'vitest';
import { titleKey } from './title-key';

describe('titleKey', () => {
  it('treats titles that differ only in case, accents, spacing and punctuation as one', () => {
    expect(titleKey('  Instant Dispute-Tracker! ')).toBe(titleKey('instant dispute tracker'));
    expect(titleKey('Café Card Controls')).toBe(titleKey('cafe card controls'));
  });

  it('keeps different titles apart, in any script', () => {
    expect(titleKey('Instant dispute tracker')).not.toBe(titleKey('Instant dispute credit'));
    expect(titleKey('即时争议跟踪')).not.toBe(titleKey('信用卡控制'));
    expect(titleKey('即时争议跟踪')).not.toBe('');
  });
});
