import type { JourneyState } from '../journey-state';
import { buildBrdText } from './brd';
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
