import { describe, expect, it } from 'vitest';
import { htmlStripper, stripHtml } from './strip-html';

describe('stripHtml', () => {
  it.each([
    ['<b>Instant</b> dispute <i>tracker</i>', 'Instant dispute tracker'],
    ['<script>alert(1)</script>Card controls', 'alert(1)Card controls'],
    ['<img src=x onerror="alert(1)">Safe text', 'Safe text'],
    ['Before<!-- a comment -->after', 'Beforeafter'],
    ['<a<b<c>>>Nested deep', 'Nested deep'],
    ['<scr<b>ipt>alert(1)</scr</b>ipt>', 'alert(1)'],
    ['<<b>img src=x onerror=alert(1)>', ''],
    ['<!DOCTYPE html><p>Text</p>', 'Text'],
  ])('removes the tags of %j', (input, expected) => {
    expect(stripHtml(input)).toBe(expected);
  });

  it.each([
    ['Fees &lt; 2% &amp; no &quot;hidden&quot; charges'],
    ['Loans < 25k and fees > 0 for 3 < 4 months'],
    ['A plain sentence.'],
  ])('leaves text and entities as they are: %j', (input) => {
    expect(stripHtml(input)).toBe(input);
  });
});

describe('stripHtml on hostile input', () => {
  it('takes linear time on deeply nested tags', () => {
    const nested = `${'<a'.repeat(50_000)}${'>'.repeat(50_000)}Text`;
    const started = performance.now();
    expect(stripHtml(nested)).toBe('Text');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('htmlStripper', () => {
  const run = (pieces: string[], maxHeldLength?: number) => {
    const stripper = htmlStripper(maxHeldLength);
    const emitted = pieces.map((piece) => stripper.push(piece));
    return { emitted, text: emitted.join('') + stripper.flush() };
  };

  it('removes a tag split across pieces and never lets a part of it through', () => {
    const { emitted, text } = run(['Hello <scr', 'ipt>alert(1)</', 'script> world']);
    expect(text).toBe('Hello alert(1) world');
    expect(emitted).toEqual(['Hello ', 'alert(1)', ' world']);
  });

  it('removes a tag that only forms once an inner tag is gone, across pieces', () => {
    expect(run(['<scr', '<b>', 'ipt>x']).text).toBe('x');
  });

  it('lets text with a lone < through, at the latest when the reply ends', () => {
    expect(run(['Fees < 2% ', 'a year']).emitted).toEqual(['Fees < 2% ', 'a year']);
    expect(run(['Ends with <', 'br']).text).toBe('Ends with <br');
  });

  it('stops holding back a long run that was never a tag', () => {
    const { emitted } = run(['<why ', 'x'.repeat(20)], 10);
    expect(emitted.join('')).toBe(`<why ${'x'.repeat(20)}`);
  });
});
