import { describe, expect, it } from 'vitest';
import { escapeMarkdownMarkup } from './markdown-escape';

describe('escapeMarkdownMarkup', () => {
  it('turns tags into text', () => {
    expect(escapeMarkdownMarkup('<script>alert(1)</script>')).toBe('&lt;script>alert(1)&lt;/script>');
    expect(escapeMarkdownMarkup('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror="alert(1)">');
    expect(escapeMarkdownMarkup('<javascript:alert(1)>')).toBe('&lt;javascript&#58;alert(1)>');
  });

  it('leaves no link or image that text could build, and kills script URL targets', () => {
    expect(escapeMarkdownMarkup('[Open](javascript:alert(1))')).toBe('\\[Open\\](javascript&#58;alert(1))');
    expect(escapeMarkdownMarkup('![x](data:text/html,<b>)')).toBe('!\\[x\\](data&#58;text/html,&lt;b>)');
    expect(escapeMarkdownMarkup('[ref]: JavaScript:alert(1)')).toBe('\\[ref\\]: JavaScript&#58;alert(1)');
  });

  it('keeps entities the user typed as the text they typed, not the character they stand for', () => {
    expect(escapeMarkdownMarkup('&lt;b&gt; and &#60;i&#62; and &#x3C;')).toBe(
      '&amp;lt;b&amp;gt; and &amp;#60;i&amp;#62; and &amp;#x3C;',
    );
  });

  it('leaves ordinary text and our own Markdown as they read', () => {
    const document = [
      '# Business Requirements Document: Faster SME onboarding',
      '',
      '**Focus area:** Corporate & SME Banking > no, just text',
      '',
      '- **Primary needs:** R&D budgets, data: clean and current; 3 < 5 is fine too',
      '',
      '| Quarter | Phase |',
      '| --- | --- |',
      '| Q1 2027 | Research & Requirements Gathering |',
    ].join('\n');
    const escaped = escapeMarkdownMarkup(document);
    expect(escaped).toContain('# Business Requirements Document: Faster SME onboarding');
    expect(escaped).toContain('**Focus area:** Corporate & SME Banking > no, just text');
    expect(escaped).toContain('R&D budgets, data: clean and current; 3 &lt; 5 is fine too');
    expect(escaped).toContain('| Q1 2027 | Research & Requirements Gathering |');
  });
});
