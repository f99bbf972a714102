import { describe, expect, it } from 'vitest';
import { PORTFOLIO_TABLE_COLUMNS, portfolioCsv } from './portfolio-table';
import { portfolioEntry } from './portfolio-test-support';

const split = portfolioEntry('j1', {
  name: 'Split the bill',
  chosenIdea: 'Tap-to-Split, for friends',
  currentStage: 4,
  outcome: 'passed',
  scores: { real: 8, win: 7.5, worth: 10 },
  risk: { marketNewness: 1, productNewness: 2 },
  openQuestions: 1,
});
const orphan = portfolioEntry('j2', { name: '=cmd|"/c calc"!A1', problemStatement: 'Card disputes take weeks.', owner: null, decision: 'needed', currentStage: 3 });

describe('the portfolio table', () => {
  it('reads each column of a journey as the screen shows it', () => {
    const row = (entry: typeof split) => Object.fromEntries(PORTFOLIO_TABLE_COLUMNS.map((column) => [column.header, column.text(entry)]));
    expect(row(split)).toEqual({
      Journey: 'Split the bill',
      Owner: 'Ana Silva',
      Stage: 'Output',
      'Chosen idea': 'Tap-to-Split, for friends',
      Outcome: 'Passed all three',
      Decision: 'No decision needed',
      Real: '8',
      Win: '7.5',
      Worth: '10',
      'Risk matrix': 'Market 1, product 2: Close to the core: lower risk of failure',
      'Open questions': '1',
    });
    expect(row(orphan)).toMatchObject({ Owner: 'No owner (account deleted)', Stage: 'Validate', 'Chosen idea': 'None yet', Worth: 'N/A', 'Risk matrix': 'Not rated' });
  });

  it('downloads as CSV with a header and one row a journey, in the order given, its text kept from running as a formula', () => {
    const lines = portfolioCsv([split, orphan]).slice(1).split('\r\n');
    expect(lines).toEqual([
      'Journey,Owner,Stage,Chosen idea,Outcome,Decision,Real,Win,Worth,Risk matrix,Open questions',
      'Split the bill,Ana Silva,Output,"Tap-to-Split, for friends",Passed all three,No decision needed,8,7.5,10,"Market 1, product 2: Close to the core: lower risk of failure",1',
      `"'=cmd|""/c calc""!A1",No owner (account deleted),Validate,None yet,Not screened yet,Decision needed,N/A,N/A,N/A,Not rated,0`,
      '',
    ]);
  });

  it('has only the header when no journey is shown', () => {
    expect(portfolioCsv([])).toBe('\uFEFFJourney,Owner,Stage,Chosen idea,Outcome,Decision,Real,Win,Worth,Risk matrix,Open questions\r\n');
  });
});
