import {
  SESSION_APPENDIX_HEADING,
  type SessionAppendixEntry,
} from '../../../../domain/outputs/session-appendix';

type Docx = typeof import('docx');
type Block = InstanceType<Docx['Paragraph']> | InstanceType<Docx['Table']>;

function table(docx: Docx, head: readonly string[], rows: readonly (readonly string[])[]) {
  const { Table, TableRow, TableCell, Paragraph, TextRun, WidthType } = docx;
  const cell = (text: string, bold = false) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: text || '-', bold })] })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: head.map((text) => cell(text, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) })),
    ],
  });
}

function sessionBlocks(docx: Docx, session: SessionAppendixEntry): Block[] {
  const { Paragraph, TextRun, HeadingLevel } = docx;
  const labelled = (label: string, value: string) =>
    new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });
  const bullet = (value: string) => new Paragraph({ text: value, bullet: { level: 0 } });
  return [
    new Paragraph({ text: session.title, heading: HeadingLevel.HEADING_2 }),
    labelled('Facilitator', session.facilitator),
    labelled('Date', session.date),
    labelled('Duration', session.duration),
    labelled('Time per step', session.steps),
    labelled('Contributions', session.contributions.length === 0 ? 'none recorded' : ''),
    ...session.contributions.map(bullet),
    labelled('Scores and votes', `team averages out of 10. ${session.votes}`),
    ...(session.ideas.length === 0
      ? [new Paragraph({ text: 'No ideas.' })]
      : [
          table(
            docx,
            ['Idea', 'Appeal', 'Fit', 'Scored by', 'Votes'],
            session.ideas.map((idea) => [idea.title, idea.appeal, idea.fit, idea.scorers, idea.votes]),
          ),
        ]),
    ...(session.pairwise
      ? [
          labelled('Pairwise ranking', session.pairwise.summary),
          table(
            docx,
            ['Rank', 'Appeal', 'Sureness', 'Fit', 'Sureness'],
            session.pairwise.rows.map((row) => [
              row.rank,
              row.appeal,
              row.appealSureness,
              row.fit,
              row.fitSureness,
            ]),
          ),
        ]
      : [labelled('Pairwise ranking', 'none in this session')]),
    labelled('Decision', session.decision),
  ];
}

/** The facilitated sessions at the end of the Word file, as the Markdown has them; nothing without sessions. */
export function sessionAppendixBlocks(docx: Docx, sessions: readonly SessionAppendixEntry[]): Block[] {
  if (sessions.length === 0) return [];
  return [
    new docx.Paragraph({ text: SESSION_APPENDIX_HEADING, heading: docx.HeadingLevel.HEADING_1 }),
    ...sessions.flatMap((session) => sessionBlocks(docx, session)),
  ];
}
