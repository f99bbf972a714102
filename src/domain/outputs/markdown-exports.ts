import type { JourneyState } from '../journey-state';
import { buildBrdText } from './brd';
import { buildInfographicMarkdown } from './infographic';
import { escapeMarkdownMarkup } from './markdown-escape';
import type { OutputContext } from './output-context';
import { buildPitchText } from './pitch';

/** The BRD as the .md file, the raw text and the copy button give it: safe in an HTML-rendering viewer. */
export function brdMarkdownExport(state: JourneyState, ctx: OutputContext): string {
  return escapeMarkdownMarkup(buildBrdText(state, ctx));
}

/** The pitch's Markdown raw text, made safe the same way. */
export function pitchMarkdownExport(state: JourneyState, ctx: OutputContext): string {
  return escapeMarkdownMarkup(buildPitchText(state, ctx));
}

/** The infographic's facts as Markdown, made safe the same way. */
export function infographicMarkdownExport(state: JourneyState, ctx: OutputContext): string {
  return escapeMarkdownMarkup(buildInfographicMarkdown(state, ctx));
}
