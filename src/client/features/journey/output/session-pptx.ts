import type PptxGenJS from 'pptxgenjs';
import {
  SESSION_APPENDIX_HEADING,
  type SessionAppendixEntry,
} from '../../../../domain/outputs/session-appendix';
import { addSlideHeading } from './rww-pptx';

const BRAND = '1C3D8F';
const INK = '1F2937';
const FONT = 'Calibri';

function addTableSlides(
  pptx: PptxGenJS,
  title: string,
  head: readonly string[],
  rows: readonly (readonly string[])[],
  colW: number[],
): void {
  const slide = pptx.addSlide();
  addSlideHeading(slide, title);
  const headCell = (text: string): PptxGenJS.TableCell => ({
    text,
    options: { bold: true, color: 'FFFFFF', fill: { color: BRAND } },
  });
  slide.addTable([head.map(headCell), ...rows.map((row) => row.map((text) => ({ text: text || '-' })))], {
    x: 0.5,
    y: 1.3,
    w: 12.3,
    colW,
    fontFace: FONT,
    fontSize: 11,
    color: INK,
    border: { type: 'solid', pt: 0.5, color: 'C7CDD9' },
    valign: 'top',
    autoPage: true,
    autoPageRepeatHeader: true,
    autoPageHeaderRows: 1,
    autoPageSlideStartY: 0.6,
  });
}

function addSessionSlides(pptx: PptxGenJS, session: SessionAppendixEntry): void {
  const summary = pptx.addSlide();
  addSlideHeading(summary, session.title);
  const lines = [
    `Date: ${session.date}; duration: ${session.duration}`,
    `Time per step: ${session.steps}`,
    ...(session.contributions.length === 0
      ? ['Contributions: none recorded']
      : session.contributions.map((line) => `Contributed: ${line}`)),
    session.votes,
    ...(session.pairwise ? [] : ['Pairwise ranking: none in this session']),
    `Decision: ${session.decision}`,
  ];
  summary.addText(
    lines.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
    {
      x: 0.7,
      y: 1.4,
      w: 11.9,
      h: 5.6,
      fontFace: FONT,
      fontSize: 16,
      color: INK,
      valign: 'top',
      paraSpaceAfter: 6,
      fit: 'shrink',
    },
  );
  if (session.ideas.length > 0) {
    addTableSlides(
      pptx,
      'Scores (team averages out of 10) and votes',
      ['Idea', 'Appeal', 'Fit', 'Scored by', 'Votes'],
      session.ideas.map((idea) => [idea.title, idea.appeal, idea.fit, idea.scorers, idea.votes]),
      [6.3, 1.5, 1.5, 1.5, 1.5],
    );
  }
  if (session.pairwise) {
    addTableSlides(
      pptx,
      `Pairwise ranking (${session.pairwise.summary})`,
      ['Rank', 'Appeal', 'Sureness', 'Fit', 'Sureness'],
      session.pairwise.rows.map((row) => [
        row.rank,
        row.appeal,
        row.appealSureness,
        row.fit,
        row.fitSureness,
      ]),
      [0.9, 3.6, 2.1, 3.6, 2.1],
    );
  }
}

/** The facilitated sessions at the end of the deck: a divider, then each session's summary and tables. */
export function addSessionAppendixSlides(pptx: PptxGenJS, sessions: readonly SessionAppendixEntry[]): void {
  if (sessions.length === 0) return;
  addSlideHeading(pptx.addSlide(), SESSION_APPENDIX_HEADING);
  for (const session of sessions) addSessionSlides(pptx, session);
}
