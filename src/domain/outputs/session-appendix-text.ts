import { tableCell } from './output-context';
import {
  SESSION_APPENDIX_HEADING,
  type SessionAppendixEntry,
  sessionAppendixLines,
} from './session-appendix';

/**
 * The appendix of facilitated sessions as the texts carry it: Markdown for the pitch, the BRD and the
 * infographic's .md (made safe by markdown-exports.ts with the rest of the document), and plain
 * text for the infographic's text box. Both are '' without sessions, so nothing is appended.
 */

const row = (cells: readonly string[]) => `| ${cells.map(tableCell).join(' | ')} |`;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [row(head), `| ${head.map(() => '---').join(' | ')} |`, ...rows.map(row)].join('\n');
}

function sessionMarkdown(entry: SessionAppendixEntry): string {
  const contributions =
    entry.contributions.length === 0
      ? '- None recorded'
      : entry.contributions.map((line) => `- ${line}`).join('\n');
  const ideas =
    entry.ideas.length === 0
      ? 'No ideas.'
      : table(
          ['Idea', 'Appeal', 'Fit', 'Scored by', 'Votes'],
          entry.ideas.map((idea) => [idea.title, idea.appeal, idea.fit, idea.scorers, idea.votes]),
        );
  const pairwise = entry.pairwise
    ? `**Pairwise ranking** (${entry.pairwise.summary})\n\n${table(
        ['Rank', 'Appeal', 'Sureness', 'Fit', 'Sureness'],
        entry.pairwise.rows.map((rank) => [
          rank.rank,
          rank.appeal,
          rank.appealSureness,
          rank.fit,
          rank.fitSureness,
        ]),
      )}`
    : '**Pairwise ranking:** none in this session';
  return [
    `### ${entry.title}`,
    `**Facilitator:** ${entry.facilitator}  \n**Date:** ${entry.date}  \n**Duration:** ${entry.duration}`,
    `**Time per step:** ${entry.steps}`,
    `**Contributions**\n\n${contributions}`,
    `**Scores and votes** (team averages out of 10; ${entry.votes.toLowerCase().replace(/\.$/, '')})\n\n${ideas}`,
    pairwise,
    `**Decision:** ${entry.decision}`,
  ].join('\n\n');
}

/** '## Appendix: facilitated sessions' with one part per session; '' without sessions. */
export function sessionAppendixMarkdown(entries: readonly SessionAppendixEntry[]): string {
  if (entries.length === 0) return '';
  return [`## ${SESSION_APPENDIX_HEADING}`, ...entries.map(sessionMarkdown)].join('\n\n');
}

/** The same as plain text blocks, in the infographic text's style; '' without sessions. */
export function sessionAppendixPlainText(entries: readonly SessionAppendixEntry[]): string {
  if (entries.length === 0) return '';
  const sessions = entries.map((entry) =>
    [entry.title.toUpperCase(), ...sessionAppendixLines(entry).map((line) => `  ${line}`)].join('\n'),
  );
  return [SESSION_APPENDIX_HEADING.toUpperCase(), ...sessions].join('\n\n');
}

/** Appends the appendix to a document's text when there is one, keeping the text's closing newline. */
export function withSessionAppendix(text: string, appendix: string): string {
  return appendix === '' ? text : `${text.trimEnd()}\n\n${appendix}\n`;
}
