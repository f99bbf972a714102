import { describe, expect, it } from 'vitest';
import type { JourneyState } from '../journey-state';
import { journeyReducer } from '../journey-reducer';
import type { RwwAction, RwwChange } from '../rww/journey-reducer-rww';
import { buildBrdText } from './brd';
import { buildInfographicModel, buildInfographicText } from './infographic';
import { pitchMarkdownExport } from './markdown-exports';
import type { OutputContext } from './output-context';
import { buildPitchText } from './pitch';
import { NOT_ANSWERED, buildRwwTable, rwwTableMarkdown } from './rww-table';
import { completeJourney } from './test-fixtures';

const AT = '2026-11-25T10:00:00.000Z';
const ctx: OutputContext = {
  domainName: '1. Retail Banking',
  subdomainName: '1.1 Deposits & Accounts',
  date: new Date('2026-05-01T00:00:00Z'),
  memberNames: { u1: 'Ana Silva', u2: 'Ben Okafor' },
};

function screened(): JourneyState {
  const actions: RwwChange[] = [
    { type: 'setRwwAnswer', itemId: 'marketNeed', answer: 'yes', userId: 'u1' },
    { type: 'setRwwEvidence', itemId: 'marketNeed', evidence: 'Survey of 400 renters | 2026\n(internal)' },
    { type: 'setRwwAnswer', itemId: 'marketSizeEnough', answer: 'maybe', userId: 'u1' },
    { type: 'setRwwQuestionOwner', itemId: 'marketSizeEnough', ownerId: 'u2' },
    { type: 'receiveRwwDrafts', drafts: [{ itemId: 'canBeMade', answer: 'no', reason: 'No platform named.' }], engine: 'Built-in engine (offline)' },
    { type: 'confirmRwwDraft', itemId: 'canBeMade', userId: 'u2' },
    { type: 'receiveRwwDrafts', drafts: [{ itemId: 'acceptableRisk', answer: 'yes', reason: 'Limits named.' }], engine: 'Built-in engine (offline)' },
    { type: 'recordRwwDecision', stage: 'real', kind: 'continue', reason: 'A partner can build it.', userId: 'u1' },
    { type: 'setRwwRisk', marketNewness: 2, productNewness: 3 },
  ];
  const journey = completeJourney();
  const chosen = { ...journey, ideas: [journey.selectedIdea!] };
  return actions.reduce<JourneyState>((state, action) => journeyReducer(state, { ...action, ideaId: 'i1', at: AT } as RwwAction), chosen);
}

describe('the R-W-W table of the outputs', () => {
  const table = buildRwwTable(screened(), ctx);

  it('lists all seventeen items with their confirmed answers and evidence; unconfirmed drafts count for nothing', () => {
    expect(table.rows).toHaveLength(17);
    expect(table.rows[0]).toEqual({
      stage: 'Real',
      group: 'Is the market real?',
      question: 'Is there a need or desire for it?',
      answer: 'Yes',
      evidence: 'Survey of 400 renters | 2026 (internal)',
      source: '',
    });
    expect(table.rows.find((row) => row.question === 'Can it be made?')).toMatchObject({ answer: 'No', source: 'Confirmed AI draft' });
    expect(table.rows.find((row) => row.question === 'Are the risks acceptable?')?.answer).toBe(NOT_ANSWERED);
    expect(table.answered).toBe(3);
  });

  it('carries the gates, the open questions with their owners, the decisions and the risk matrix', () => {
    expect(table.gates).toEqual([
      { stage: 'Real', status: 'Decided: Continue' },
      { stage: 'Win', status: '0 of 6 answered' },
      { stage: 'Worth', status: '0 of 4 answered' },
    ]);
    expect(table.openQuestions).toEqual([{ stage: 'Real', question: 'Is the potential market big enough?', owner: 'Ben Okafor', status: 'Open' }]);
    expect(table.decisions).toEqual([{ stage: 'Real', decision: 'Continue', reason: 'A partner can build it.', by: 'Ana Silva', date: '2026-11-25' }]);
    expect(table.risk).toBe('Market newness 2 of 5, product newness 3 of 5 (A stretch: moderate risk)');
  });

  it('reads as a Markdown table whose cells a typed bar cannot break', () => {
    const markdown = rwwTableMarkdown(table);
    expect(markdown).toContain('| Real | Is there a need or desire for it? | Yes | Survey of 400 renters \\| 2026 (internal) |');
    expect(markdown).toContain('| Real | Can it be made? | No (Confirmed AI draft) | - |');
    expect(markdown).toContain('- Open: Is the potential market big enough? (Real; owner: Ben Okafor)');
    expect(markdown).toContain('- Real: Continue (Ana Silva, 2026-11-25). Reason: A partner can build it.');
    const rowLines = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Stage') && !line.startsWith('| ---'));
    expect(rowLines).toHaveLength(17);
  });

  it('is in the pitch (under Real/Win/Worth), the BRD and the infographic text', () => {
    const state = screened();
    const pitch = buildPitchText(state, ctx);
    const section = pitch.slice(pitch.indexOf('## Real/Win/Worth'), pitch.indexOf('## Go-to-Market'));
    expect(section).toContain('| Stage | Question | Answer | Evidence |');
    expect(section).toContain('**Decisions**');
    expect(buildBrdText(state, ctx)).toContain('## Real-Win-Worth Screen\n\n| Stage | Question | Answer | Evidence |');
    const infographic = buildInfographicText(state, ctx);
    expect(infographic).toContain('REAL-WIN-WORTH SCREEN (3 of 17 answered)');
    expect(infographic).toContain('REAL - Decided: Continue');
    expect(infographic).toContain('  Is there a need or desire for it?: Yes (Survey of 400 renters | 2026 (internal))');
    expect(infographic).toContain('DECISIONS: Real: Continue (Ana Silva, 2026-11-25). A partner can build it.');
    expect(buildInfographicModel(state, ctx).rwwTable.rows).toHaveLength(17);
  });

  it('names nobody it cannot name, and says when nothing was answered or decided', () => {
    const table = buildRwwTable(screened(), { memberNames: {} });
    expect(table.decisions[0]?.by).toBe('a team member');
    const empty = rwwTableMarkdown(buildRwwTable(completeJourney(), ctx));
    expect(empty).toContain('| Worth | Will top management support it? | Not answered | - |');
    expect(empty).toContain('**Open questions**\n\n- None');
    expect(empty).toContain('**Decisions**\n\n- None recorded');
    expect(empty).toContain('**Risk matrix:** N/A');
  });

  it('keeps typed markup dead in the Markdown export', () => {
    const state = journeyReducer(screened(), {
      type: 'setRwwEvidence',
      ideaId: 'i1',
      itemId: 'marketNeed',
      evidence: '<img src=x onerror=alert(1)> [click](javascript:alert(1))',
      at: AT,
    });
    const exported = pitchMarkdownExport(state, ctx);
    expect(exported).not.toContain('<img');
    expect(exported).not.toContain('](javascript:');
  });
});
