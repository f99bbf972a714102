import type { JourneyState } from '../journey-state';
import type { PairwiseRankedIdea, SessionSummary } from '../facilitation/facilitation-results';
import { oneLine } from './output-context';

/**
 * The outputs' appendix of facilitated sessions (issue 23), from the summaries the journey keeps.
 * Every session is listed, the latest first: a workshop run twice shows how the picture moved.
 * Without sessions there is no appendix and the outputs read exactly as before.
 */
export const SESSION_APPENDIX_HEADING = 'Appendix: facilitated sessions';

export interface SessionIdeaRow {
  title: string;
  appeal: string;
  fit: string;
  scorers: string;
  votes: string;
}

/** One rank of the pairwise ranking, both criteria side by side. */
export interface SessionRankRow {
  rank: string;
  appeal: string;
  appealSureness: string;
  fit: string;
  fitSureness: string;
}

export interface SessionAppendixEntry {
  /** 'Session of 2026-11-26, facilitated by Ana Silva' */
  title: string;
  facilitator: string;
  date: string;
  duration: string;
  /** 'Ideas 30 min; Evaluate 45 min' */
  steps: string;
  /** 'Ana Silva: Pay by voice; Round-up savings' */
  contributions: string[];
  votes: string;
  ideas: SessionIdeaRow[];
  pairwise: { summary: string; rows: SessionRankRow[] } | null;
  decision: string;
}

export const NOT_SCORED = '-';

export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

const score = (value: number | null) =>
  value === null ? NOT_SCORED : Number.isInteger(value) ? String(value) : value.toFixed(1);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'High', or 'Medium (places 2-4)' where the ranking is not sure of one place. */
export function surenessText(idea: Pick<PairwiseRankedIdea, 'sureness' | 'rankHigh' | 'rankLow'>): string {
  const label = capitalised(idea.sureness);
  return idea.rankHigh === idea.rankLow ? label : `${label} (places ${idea.rankHigh}-${idea.rankLow})`;
}

function rankRows(pairwise: NonNullable<SessionSummary['pairwise']>): SessionRankRow[] {
  const length = Math.max(pairwise.appeal.length, pairwise.fit.length);
  return Array.from({ length }, (_, index) => {
    const appeal = pairwise.appeal[index];
    const fit = pairwise.fit[index];
    return {
      rank: String(index + 1),
      appeal: appeal ? oneLine(appeal.title) : '',
      appealSureness: appeal ? surenessText(appeal) : '',
      fit: fit ? oneLine(fit.title) : '',
      fitSureness: fit ? surenessText(fit) : '',
    };
  });
}

function decisionText(decision: SessionSummary['decision']): string {
  const chosen =
    decision.chosenIdea === null ? 'No idea chosen yet.' : `Chosen idea: ${oneLine(decision.chosenIdea)}.`;
  return decision.outcome.trim() === '' ? chosen : `${chosen} ${oneLine(decision.outcome)}`;
}

export function sessionAppendixEntry(summary: SessionSummary): SessionAppendixEntry {
  const date = summary.startedAt.slice(0, 10);
  const facilitator = oneLine(summary.facilitator);
  const lasted = Math.max(0, Date.parse(summary.endedAt) - Date.parse(summary.startedAt)) || 0;
  return {
    title: `Session of ${date}, facilitated by ${facilitator}`,
    facilitator,
    date,
    duration: formatDuration(lasted),
    steps:
      summary.steps.length === 0
        ? 'none recorded'
        : summary.steps.map((step) => `${step.label} ${formatDuration(step.ms)}`).join('; '),
    contributions: summary.contributions.map(
      (entry) => `${oneLine(entry.name)}: ${entry.ideaTitles.map(oneLine).join('; ')}`,
    ),
    votes: summary.anonymousVotes ? 'Votes were cast anonymously.' : 'Votes were cast by name.',
    ideas: summary.ideas.map((idea) => ({
      title: oneLine(idea.title),
      appeal: score(idea.appeal),
      fit: score(idea.fit),
      scorers: String(idea.scorers),
      votes: String(idea.votes),
    })),
    pairwise: summary.pairwise && {
      summary: `${people(summary.pairwise.participants)} made ${plural(summary.pairwise.comparisons, 'comparison')}`,
      rows: rankRows(summary.pairwise),
    },
    decision: decisionText(summary.decision),
  };
}

/** Every session the journey keeps, the latest first (by when it ended). */
export function buildSessionAppendix(state: Pick<JourneyState, 'sessionSummaries'>): SessionAppendixEntry[] {
  return [...state.sessionSummaries]
    .sort((x, y) => y.endedAt.localeCompare(x.endedAt))
    .map(sessionAppendixEntry);
}

/** The session as plain lines (for slides, the Word file and the text box). */
export function sessionAppendixLines(entry: SessionAppendixEntry): string[] {
  const ideas = entry.ideas.map(
    (idea) =>
      `${idea.title}: appeal ${idea.appeal}, fit ${idea.fit}, scored by ${idea.scorers}, ${plural(Number(idea.votes), 'vote')}`,
  );
  const ranked = (rows: readonly SessionRankRow[], pick: 'appeal' | 'fit') =>
    rows
      .filter((row) => row[pick] !== '')
      .map((row) => `${row.rank}. ${row[pick]} (${pick === 'appeal' ? row.appealSureness : row.fitSureness})`)
      .join('; ');
  return [
    `Facilitator: ${entry.facilitator}`,
    `Date: ${entry.date}; duration: ${entry.duration}`,
    `Time per step: ${entry.steps}`,
    `Contributions: ${entry.contributions.length === 0 ? 'none recorded' : entry.contributions.join(' | ')}`,
    `Scores and votes (team averages out of 10): ${ideas.length === 0 ? 'no ideas' : ideas.join(' | ')}. ${entry.votes}`,
    ...(entry.pairwise
      ? [
          `Pairwise ranking (${entry.pairwise.summary}), appeal: ${ranked(entry.pairwise.rows, 'appeal')}`,
          `Pairwise ranking, fit: ${ranked(entry.pairwise.rows, 'fit')}`,
        ]
      : ['Pairwise ranking: none in this session']),
    `Decision: ${entry.decision}`,
  ];
}

/** One line for the infographic picture: how many sessions, and the latest one. */
export function sessionsLine(entries: readonly SessionAppendixEntry[]): string {
  const latest = entries[0];
  if (!latest) return '';
  return `${plural(entries.length, 'facilitated session')}; latest ${latest.date}, facilitated by ${latest.facilitator}, ${latest.duration}. ${latest.decision}`;
}
