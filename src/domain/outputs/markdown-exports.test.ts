import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import type { JourneyState } from '../journey-state';
import { brdMarkdownExport, infographicMarkdownExport, pitchMarkdownExport } from './markdown-exports';
import { RETAIL_CONTEXT, completeJourney } from './test-fixtures';

const SCRIPT = '<script>alert(document.cookie)</script>';
const IMAGE = '<img src=x onerror="alert(1)">';
const LINK = '[Read the policy](javascript:alert(1))';
const PICTURE = '![chart](data:text/html;base64,PHNjcmlwdD4=)';
const HOSTILE = `${SCRIPT} ${IMAGE} ${LINK} ${PICTURE}`;

/** A journey whose every free-text field the exports print carries script, tags and links. */
function hostileJourney(): JourneyState {
  const journey = completeJourney();
  return {
    ...journey,
    problemStatement: `Savings stall. ${HOSTILE}`,
    selectedIdea: { ...journey.selectedIdea!, title: `Pots ${SCRIPT}`, description: `Round up. ${HOSTILE}` },
    userPersona: { ...journey.userPersona, averageUser: `Renter ${HOSTILE}`, primaryNeeds: `Save ${LINK}` },
    viability: { ...journey.viability, costEstimate: `EUR 400k ${IMAGE}`, risks: `Low uptake ${PICTURE}` },
  };
}

/** As a viewer that renders raw HTML and any link target would show the file. */
const renderedAsHtml = (markdown: string) =>
  micromark(markdown, { allowDangerousHtml: true, allowDangerousProtocol: true });

describe.each([
  ['BRD', brdMarkdownExport],
  ['pitch', pitchMarkdownExport],
])('the %s Markdown export', (_name, exportMarkdown) => {
  it('renders what the user typed as text: no script, tag, link or image comes from it', () => {
    const markdown = exportMarkdown(hostileJourney(), RETAIL_CONTEXT);
    const html = renderedAsHtml(markdown);
    expect(html).not.toMatch(/<(script|img|a)\b/i);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(html).toContain('[Read the policy](javascript:alert(1))');
  });

  it('leaves an ordinary journey reading as before, headings and bold labels included', () => {
    const markdown = exportMarkdown(completeJourney(), RETAIL_CONTEXT);
    const html = renderedAsHtml(markdown);
    expect(html).toMatch(/<h1>[^<]*Round-up Pots<\/h1>/);
    expect(html).toContain('<li>');
    expect(markdown).not.toMatch(/&amp;|&lt;|\\\[|&#58;/);
  });
});

describe('the infographic Markdown export', () => {
  it('shows the idea, its tiles and the R-W-W table as Markdown, what the user typed as text', () => {
    const markdown = infographicMarkdownExport(hostileJourney(), RETAIL_CONTEXT);
    const html = renderedAsHtml(markdown);
    expect(html).not.toMatch(/<(script|img|a)\b/i);
    expect(html).toContain('<h1>Infographic: Pots &lt;script&gt;alert(document.cookie)&lt;/script&gt;</h1>');
    expect(markdown).toContain('| Stage | Question | Answer | Evidence |');
    expect(html).toMatch(/<h2>Worth: [^<]+<\/h2>/);
  });
});
