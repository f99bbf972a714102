import type { PortfolioEntry } from './rww-portfolio';

// Shared by the portfolio's tests: one row with nothing screened yet, changed as a test needs.

export function portfolioEntry(id: string, changes: Partial<PortfolioEntry> = {}): PortfolioEntry {
  return {
    id,
    name: id,
    status: 'in_progress',
    problemStatement: '',
    chosenIdea: '',
    domain: '',
    subdomain: '',
    updatedAt: '2026-11-25T10:00:00.000Z',
    currentStage: 0,
    owner: { id: 'user-ana', name: 'Ana Silva' },
    scores: { real: null, win: null, worth: null },
    outcome: 'not-screened',
    decision: 'none',
    risk: { marketNewness: null, productNewness: null },
    answers: {},
    openQuestions: 0,
    ...changes,
  };
}
