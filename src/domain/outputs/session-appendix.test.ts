import { describe, expect, it } from 'vitest';
import type { PairwiseRankedIdea, SessionSummary } from '../facilitation/facilitation-results';
import { buildBrdModel, buildBrdText } from './brd';
import { buildInfographicModel, buildInfographicMarkdown, buildInfographicText } from './infographic';
import { brdMarkdownExport, infographicMarkdownExport, pitchMarkdownExport } from './markdown-exports';
import { buildPitchText } from './pitch';
import {
  SESSION_APPENDIX_HEADING,
  buildSessionAppendix,
  formatDuration,
  sessionAppendixLines,
  sessionsLine,
} from './session-appendix';
import { completeJourney, RETAIL_CONTEXT } from './test-fixtures';

const ranked = (
  title: string,
  rank: number,
  rankHigh: number,
  rankLow: number,
  sureness: PairwiseRankedIdea['sureness'],
): PairwiseRankedIdea => ({
  ideaId: title.toLowerCase(),
  title,
  rank,
  strength: 0.5,
  rankHigh,
  rankLow,
  sureness,
  comparisons: 6,
});

function summary(changes: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: 's1',
    facilitator: 'Ana Silva',
    startedAt: '2026-11-26T09:00:00.000Z',
    endedAt: '2026-11-26T10:30:00.000Z',
    steps: [
      { step: 'ideate/ideas', label: 'Ideas', ms: 30 * 60_000 },
      { step: 'ideate/evaluate', label: 'Evaluate', ms: 60 * 60_000 },
    ],
    contributions: [
      { name: 'Ben Okafor', ideaTitles: ['Pay by voice'] },
      { name: 'Anonymous', ideaTitles: ['Round-up Pots', 'Family wallet'] },
    ],
    ideas: [
      { title: 'Round-up Pots', appeal: 8.5, fit: 7, scorers: 3, votes: 2 },
      { title: 'Pay by voice', appeal: null, fit: null, scorers: 0, votes: 0 },
    ],
    anonymousVotes: true,
    pairwise: {
      at: '2026-11-26T10:00:00.000Z',
      participants: 3,
      comparisons: 9,
      appeal: [ranked('Round-up Pots', 1, 1, 1, 'high'), ranked('Pay by voice', 2, 2, 3, 'medium')],
      fit: [ranked('Pay by voice', 1, 1, 2, 'low'), ranked('Round-up Pots', 2, 1, 2, 'low')],
    },
    decision: { chosenIdea: 'Round-up Pots', outcome: 'Real-Win-Worth screen: Passed all three.' },
    ...changes,
  };
}

const EARLIER = summary({
  id: 's0',
  facilitator: 'Ben Okafor',
  startedAt: '2026-11-20T14:00:00.000Z',
  endedAt: '2026-11-20T14:45:00.000Z',
  steps: [],
  contributions: [],
  ideas: [],
  anonymousVotes: false,
  pairwise: null,
  decision: { chosenIdea: null, outcome: '' },
});

const withSessions = (...sessions: SessionSummary[]) => ({
  ...completeJourney(),
  sessionSummaries: sessions,
});

describe('the outputs without facilitated sessions', () => {
  it('carry no appendix', () => {
    const state = completeJourney();
    for (const text of [
      buildPitchText(state, RETAIL_CONTEXT),
      buildBrdText(state, RETAIL_CONTEXT),
      buildInfographicText(state, RETAIL_CONTEXT),
      buildInfographicMarkdown(state, RETAIL_CONTEXT),
    ]) {
      expect(text).not.toMatch(/appendix/i);
    }
    expect(buildBrdModel(state, RETAIL_CONTEXT).sessions).toEqual([]);
  });
});

describe('the facilitated sessions appendix', () => {
  it('ends the pitch, the BRD and the infographic Markdown, latest session first', () => {
    const state = withSessions(EARLIER, summary());
    for (const text of [
      buildPitchText(state, RETAIL_CONTEXT),
      buildBrdText(state, RETAIL_CONTEXT),
      buildInfographicMarkdown(state, RETAIL_CONTEXT),
    ]) {
      const appendix = text.slice(text.indexOf(`## ${SESSION_APPENDIX_HEADING}`));
      expect(text.indexOf(`## ${SESSION_APPENDIX_HEADING}`)).toBeGreaterThan(0);
      expect(appendix.indexOf('### Session of 2026-11-26, facilitated by Ana Silva')).toBeLessThan(
        appendix.indexOf('### Session of 2026-11-20, facilitated by Ben Okafor'),
      );
      expect(text.endsWith('\n')).toBe(true);
    }
  });

  it('gives each session its facilitator, date, duration, time per step, contributions, scores, ranking and decision', () => {
    const text = buildBrdText(withSessions(summary()), RETAIL_CONTEXT);
    const appendix = text.slice(text.indexOf(`## ${SESSION_APPENDIX_HEADING}`));
    expect(appendix).toContain('**Facilitator:** Ana Silva');
    expect(appendix).toContain('**Date:** 2026-11-26');
    expect(appendix).toContain('**Duration:** 1 h 30 min');
    expect(appendix).toContain('**Time per step:** Ideas 30 min; Evaluate 1 h');
    expect(appendix).toContain('- Ben Okafor: Pay by voice\n- Anonymous: Round-up Pots; Family wallet');
    expect(appendix).toContain('votes were cast anonymously');
    expect(appendix).toContain('| Round-up Pots | 8.5 | 7 | 3 | 2 |');
    expect(appendix).toContain('| Pay by voice | - | - | 0 | 0 |');
    expect(appendix).toContain('**Pairwise ranking** (3 people made 9 comparisons)');
    expect(appendix).toContain('| 1 | Round-up Pots | High | Pay by voice | Low (places 1-2) |');
    expect(appendix).toContain(
      '| 2 | Pay by voice | Medium (places 2-3) | Round-up Pots | Low (places 1-2) |',
    );
    expect(appendix).toContain(
      '**Decision:** Chosen idea: Round-up Pots. Real-Win-Worth screen: Passed all three.',
    );
  });

  it('says what a session without ranking, contributions or choice left', () => {
    const text = buildPitchText(withSessions(EARLIER), RETAIL_CONTEXT);
    expect(text).toContain('**Duration:** 45 min');
    expect(text).toContain('**Time per step:** none recorded');
    expect(text).toContain('**Contributions**\n\n- None recorded');
    expect(text).toContain('No ideas.');
    expect(text).toContain('**Pairwise ranking:** none in this session');
    expect(text).toContain('**Decision:** No idea chosen yet.');
  });

  it('ends the infographic text with the same facts in plain lines', () => {
    const text = buildInfographicText(withSessions(summary()), RETAIL_CONTEXT);
    const appendix = text.slice(text.indexOf('APPENDIX: FACILITATED SESSIONS'));
    expect(appendix).toContain('SESSION OF 2026-11-26, FACILITATED BY ANA SILVA');
    expect(appendix).toContain('  Date: 2026-11-26; duration: 1 h 30 min');
    expect(appendix).toContain('Round-up Pots: appeal 8.5, fit 7, scored by 3, 2 votes');
    expect(appendix).toContain('appeal: 1. Round-up Pots (High); 2. Pay by voice (Medium (places 2-3))');
    expect(appendix).toContain(
      '  Decision: Chosen idea: Round-up Pots. Real-Win-Worth screen: Passed all three.',
    );
  });

  it('keeps what people typed from turning into markup or breaking a table in the Markdown files', () => {
    const typed = summary({
      facilitator: 'Eve <img src=x onerror=alert(1)>',
      ideas: [{ title: 'Cards | [click](javascript:alert(1))', appeal: 5, fit: 5, scorers: 1, votes: 1 }],
    });
    const state = withSessions(typed);
    for (const text of [
      pitchMarkdownExport(state, RETAIL_CONTEXT),
      brdMarkdownExport(state, RETAIL_CONTEXT),
      infographicMarkdownExport(state, RETAIL_CONTEXT),
    ]) {
      expect(text).not.toContain('<img');
      expect(text).toContain('Eve &lt;img src=x onerror=alert(1)>');
      expect(text).toContain('| Cards \\| \\[click\\](javascript&#58;alert(1)) | 5 | 5 | 1 | 1 |');
    }
  });

  it('gives the picture one line about the sessions', () => {
    const model = buildInfographicModel(withSessions(EARLIER, summary()), RETAIL_CONTEXT);
    expect(sessionsLine(model.sessions)).toBe(
      '2 facilitated sessions; latest 2026-11-26, facilitated by Ana Silva, 1 h 30 min. Chosen idea: Round-up Pots. Real-Win-Worth screen: Passed all three.',
    );
    expect(sessionsLine([])).toBe('');
  });

  it('lists a session as lines for slides and the Word file', () => {
    const [entry] = buildSessionAppendix({ sessionSummaries: [summary()] });
    expect(sessionAppendixLines(entry!)).toEqual([
      'Facilitator: Ana Silva',
      'Date: 2026-11-26; duration: 1 h 30 min',
      'Time per step: Ideas 30 min; Evaluate 1 h',
      'Contributions: Ben Okafor: Pay by voice | Anonymous: Round-up Pots; Family wallet',
      'Scores and votes (team averages out of 10): Round-up Pots: appeal 8.5, fit 7, scored by 3, 2 votes | Pay by voice: appeal -, fit -, scored by 0, 0 votes. Votes were cast anonymously.',
      'Pairwise ranking (3 people made 9 comparisons), appeal: 1. Round-up Pots (High); 2. Pay by voice (Medium (places 2-3))',
      'Pairwise ranking, fit: 1. Pay by voice (Low (places 1-2)); 2. Round-up Pots (Low (places 1-2))',
      'Decision: Chosen idea: Round-up Pots. Real-Win-Worth screen: Passed all three.',
    ]);
  });
});

describe('formatDuration', () => {
  it('reads seconds, minutes and hours', () => {
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(25 * 60_000)).toBe('25 min');
    expect(formatDuration(60 * 60_000)).toBe('1 h');
    expect(formatDuration(135 * 60_000)).toBe('2 h 15 min');
  });
});
