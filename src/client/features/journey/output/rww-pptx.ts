import type PptxGenJS from 'pptxgenjs';
import type { RwwTableModel } from '../../../../domain/outputs/rww-table';

const BRAND = '1C3D8F';
const INK = '1F2937';
const FONT = 'Calibri';
/** Evidence on a slide stays readable; the BRD and the Markdown carry it whole. */
const SLIDE_EVIDENCE_LENGTH = 160;

const short = (text: string) => (text.length <= SLIDE_EVIDENCE_LENGTH ? text : `${text.slice(0, SLIDE_EVIDENCE_LENGTH - 1).trimEnd()}…`);

/** The blue bar and the title every content slide starts with. */
export function addSlideHeading(slide: PptxGenJS.Slide, text: string): void {
  slide.addShape('rect', { x: 0, y: 0, w: '100%', h: 0.15, fill: { color: BRAND }, line: { color: BRAND } });
  slide.addText(text, { x: 0.7, y: 0.35, w: 11.9, h: 0.8, fontFace: FONT, fontSize: 28, bold: true, color: BRAND });
}

function tableRows(table: RwwTableModel): PptxGenJS.TableRow[] {
  const head = (text: string): PptxGenJS.TableCell => ({ text, options: { bold: true, color: 'FFFFFF', fill: { color: BRAND } } });
  return [
    [head('Stage'), head('Question'), head('Answer'), head('Evidence')],
    ...table.rows.map((row) => [
      { text: row.stage },
      { text: row.question },
      { text: row.source ? `${row.answer} (${row.source})` : row.answer },
      { text: short(row.evidence) || '-' },
    ]),
  ];
}

/**
 * Day's screen in the deck: the table (continued on further slides when the evidence is long), then
 * the gates, open questions and decisions.
 */
export function addRwwSlides(pptx: PptxGenJS, table: RwwTableModel): void {
  const tableSlide = pptx.addSlide();
  addSlideHeading(tableSlide, 'Real-Win-Worth screen');
  tableSlide.addTable(tableRows(table), {
    x: 0.5,
    y: 1.3,
    w: 12.3,
    colW: [1.0, 4.2, 2.1, 5.0],
    fontFace: FONT,
    fontSize: 10,
    color: INK,
    border: { type: 'solid', pt: 0.5, color: 'C7CDD9' },
    valign: 'top',
    autoPage: true,
    autoPageRepeatHeader: true,
    autoPageHeaderRows: 1,
    autoPageSlideStartY: 0.6,
  });
  const summary = pptx.addSlide();
  addSlideHeading(summary, 'Gates, open questions and decisions');
  const lines = [
    ...table.gates.map((gate) => `Gate ${gate.stage}: ${gate.status}`),
    `Risk matrix: ${table.risk ?? 'N/A'}`,
    ...(table.openQuestions.length === 0
      ? ['Open questions: none']
      : table.openQuestions.map((question) => `${question.status}: ${question.question} (${question.stage}; owner: ${question.owner})`)),
    ...(table.decisions.length === 0
      ? ['Decisions: none recorded']
      : table.decisions.map((decision) => `Decision ${decision.stage}: ${decision.decision} (${decision.by}, ${decision.date})${decision.reason ? `. ${decision.reason}` : ''}`)),
  ];
  summary.addText(
    lines.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
    { x: 0.7, y: 1.4, w: 11.9, h: 5.6, fontFace: FONT, fontSize: 14, color: INK, valign: 'top', paraSpaceAfter: 6, fit: 'shrink' },
  );
}
