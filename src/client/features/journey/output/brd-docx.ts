import { type BrdModel, RWW_SECTION_HEADING } from '../../../../domain/outputs/brd';
import { sessionAppendixBlocks } from './session-docx';

type Docx = typeof import('docx');
type Block = InstanceType<Docx['Paragraph']> | InstanceType<Docx['Table']>;

function timelineTable(docx: Docx, brd: BrdModel) {
  const { Table, TableRow, TableCell, Paragraph, TextRun, WidthType } = docx;
  const cell = (text: string, bold = false) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: [cell('Quarter', true), cell('Phase', true)] }),
      ...brd.timeline.map((entry) => new TableRow({ children: [cell(entry.quarter), cell(entry.phase)] })),
    ],
  });
}

function rwwTable(docx: Docx, brd: BrdModel) {
  const { Table, TableRow, TableCell, Paragraph, TextRun, WidthType } = docx;
  const cell = (text: string, bold = false) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: ['Stage', 'Question', 'Answer', 'Evidence'].map((text) => cell(text, true)) }),
      ...brd.rwwTable.rows.map(
        (row) =>
          new TableRow({
            children: [cell(row.stage), cell(row.question), cell(row.source ? `${row.answer} (${row.source})` : row.answer), cell(row.evidence || '-')],
          }),
      ),
    ],
  });
}

/** The table, then gates, risk, open questions and decisions, as the Markdown has them. */
function rwwSection(docx: Docx, brd: BrdModel): Block[] {
  const { Paragraph, TextRun } = docx;
  const table = brd.rwwTable;
  const labelled = (label: string, value: string) =>
    new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });
  const bullet = (value: string) => new Paragraph({ text: value, bullet: { level: 0 } });
  return [
    rwwTable(docx, brd),
    labelled('Gates', table.gates.map((gate) => `${gate.stage}: ${gate.status}`).join('; ')),
    labelled('Risk matrix', table.risk ?? 'N/A'),
    labelled('Open questions', table.openQuestions.length === 0 ? 'none' : ''),
    ...table.openQuestions.map((question) => bullet(`${question.status}: ${question.question} (${question.stage}; owner: ${question.owner})`)),
    labelled('Decisions', table.decisions.length === 0 ? 'none recorded' : ''),
    ...table.decisions.map((decision) =>
      bullet(`${decision.stage}: ${decision.decision} (${decision.by}, ${decision.date})${decision.reason ? `. Reason: ${decision.reason}` : ''}`),
    ),
  ];
}

function body(docx: Docx, brd: BrdModel): Block[] {
  const { Paragraph, TextRun, HeadingLevel } = docx;
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
  const text = (value: string) => new Paragraph({ text: value });
  const bullet = (value: string) => new Paragraph({ text: value, bullet: { level: 0 } });
  const labelled = (label: string, value: string) =>
    new Paragraph({
      bullet: { level: 0 },
      children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
    });
  return [
    new Paragraph({ text: `Business Requirements Document: ${brd.title}`, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: 'Focus area: ', bold: true }), new TextRun(brd.focus)] }),
    heading('Executive Summary'),
    text(brd.executiveSummary),
    heading('Problem Statement'),
    text(brd.problem),
    heading('Functional Requirements'),
    ...brd.functionalRequirements.map((requirement, index) => text(`${index + 1}. ${requirement}`)),
    heading('User Personas'),
    ...brd.personas.map((persona) => labelled(persona.label, persona.description)),
    heading('User Needs'),
    labelled('Primary needs', brd.userNeeds.primary),
    labelled('Secondary needs', brd.userNeeds.secondary),
    labelled('Unmet needs', brd.userNeeds.unmet),
    heading(RWW_SECTION_HEADING),
    ...rwwSection(docx, brd),
    heading('Dependencies'),
    ...brd.dependencies.map(bullet),
    heading('Approvals'),
    ...brd.approvals.map(bullet),
    heading('Success Metrics'),
    ...brd.successMetrics.map(bullet),
    heading('Implementation Timeline'),
    timelineTable(docx, brd),
    ...sessionAppendixBlocks(docx, brd.sessions),
  ];
}

/** The BRD as a Word document with the same sections as its Markdown. */
export async function createBrdDocx(brd: BrdModel): Promise<Blob> {
  const docx = await import('docx');
  const document = new docx.Document({
    creator: 'Innovation Studio',
    title: `Business Requirements Document: ${brd.title}`,
    sections: [{ children: body(docx, brd) }],
  });
  return docx.Packer.toBlob(document);
}
