import { describe, expect, it } from 'vitest';
import { createInitialJourneyState } from '../journey-state';
import { calculateCanWinScore, calculateRealScore } from '../validate-rules';
import { GATE_MESSAGES, checkAllStageGates, checkStageGate, openQuestions, stageGate } from './rww-gates';
import { portfolioFacts } from './rww-portfolio';
import { riskZone } from './rww-risk';
import { realStageScore, scoreExplanation, scoreFromAnswers, winStageScore } from './rww-scores';
import { chosenIdeaScreen } from './rww-state';
import { AT, IDEA, USER, answer, answerStage, apply } from './rww-test-support';

const decide = (stage: 'real' | 'win' | 'worth', kind: 'stop' | 'pivot' | 'continue', reason = 'Because the pilot says so') =>
  ({ type: 'recordRwwDecision', ideaId: IDEA, stage, kind, reason, userId: USER, at: AT }) as const;

describe('gates', () => {
  it('are open until every item is answered, and pass when none is No', () => {
    const some = chosenIdeaScreen(apply([answer('marketNeed', 'yes')]));
    expect(stageGate(some, 'real')).toMatchObject({ status: 'open', answered: 1, total: 7 });
    const all = chosenIdeaScreen(apply(answerStage('real', ['yes', 'maybe'])));
    expect(stageGate(all, 'real')).toMatchObject({ status: 'passed', counts: { yes: 1, maybe: 6, no: 0 } });
    expect(checkStageGate(all, 'real').ok).toBe(true);
  });

  it('turn red on any No, answered or not the rest, and ask for a decision', () => {
    const screen = chosenIdeaScreen(apply([answer('canBeMade', 'no')]));
    expect(stageGate(screen, 'real')).toMatchObject({ status: 'red', noItems: ['canBeMade'] });
    expect(checkStageGate(screen, 'real')).toEqual({ ok: false, ...GATE_MESSAGES.decisionNeeded });
    expect(stageGate(screen, 'win').status).toBe('open');
  });

  it('let the team go on after "continue", not after "stop" or "go back"', () => {
    const red = [answer('canBeMade', 'no')];
    expect(checkStageGate(chosenIdeaScreen(apply([...red, decide('real', 'continue')])), 'real').ok).toBe(true);
    expect(checkStageGate(chosenIdeaScreen(apply([...red, decide('real', 'stop', '')])), 'real')).toEqual({ ok: false, ...GATE_MESSAGES.stopped });
    expect(checkStageGate(chosenIdeaScreen(apply([...red, decide('real', 'pivot', '')])), 'real')).toEqual({ ok: false, ...GATE_MESSAGES.pivoted });
  });

  it('turn red again when a new No comes after the decision', () => {
    const screen = chosenIdeaScreen(apply([answer('canBeMade', 'no'), decide('real', 'continue'), answer('marketNeed', 'no')]));
    expect(stageGate(screen, 'real')).toMatchObject({ status: 'red', noItems: ['marketNeed', 'canBeMade'] });
  });

  it('before the pitch, name the first stage that holds the team back', () => {
    const screen = chosenIdeaScreen(apply([answer('superiorResources', 'no')]));
    const check = checkAllStageGates(screen);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toBe(`Can we win? ${GATE_MESSAGES.decisionNeeded.message}`);
    expect(checkAllStageGates(chosenIdeaScreen(apply([answer('returnsAboveCosts', 'no')])))).toEqual({ ok: false, ...GATE_MESSAGES.decisionNeeded });
  });
});

describe('open questions', () => {
  it('are every confirmed Maybe, in screen order, with owner and tick; drafts do not count', () => {
    const state = apply([
      answer('fitsGrowthStrategy', 'maybe'),
      answer('marketSizeEnough', 'maybe'),
      answer('marketNeed', 'yes'),
      { type: 'receiveRwwDrafts', ideaId: IDEA, drafts: [{ itemId: 'canBeMade', answer: 'maybe', reason: 'r' }], engine: 'e', at: AT },
      { type: 'setRwwQuestionOwner', ideaId: IDEA, itemId: 'marketSizeEnough', ownerId: 'user-2', at: AT },
    ]);
    const list = openQuestions(chosenIdeaScreen(state));
    expect(list.map((entry) => [entry.itemId, entry.stage, entry.ownerId, entry.done])).toEqual([
      ['marketSizeEnough', 'real', 'user-2', false],
      ['fitsGrowthStrategy', 'worth', null, false],
    ]);
    expect(openQuestions(chosenIdeaScreen(state), 'worth')).toHaveLength(1);
  });
});

describe('scores', () => {
  it('come from confirmed answers once a stage is complete: Yes 2, Maybe 1, No 0, scaled to 10', () => {
    expect(scoreFromAnswers(chosenIdeaScreen(apply(answerStage('real', ['yes']))), 'real')).toBe(10);
    expect(scoreFromAnswers(chosenIdeaScreen(apply(answerStage('real', ['no']))), 'real')).toBe(0);
    // 2 + 1 + 0 + 1*4 = 7 of 14
    expect(scoreFromAnswers(chosenIdeaScreen(apply(answerStage('real', ['yes', 'maybe', 'no', 'maybe']))), 'real')).toBe(5);
    // Win: 2+2+2+2+2+1 = 11 of 12 -> 9.2
    expect(scoreFromAnswers(chosenIdeaScreen(apply(answerStage('win', ['yes', 'yes', 'yes', 'yes', 'yes', 'maybe']))), 'win')).toBe(9.2);
  });

  it('stay today’s rule (filled fields) while any item lacks a confirmed answer, drafts included', () => {
    const persona = { ...createInitialJourneyState().userPersona, averageUser: 'Renters', primaryNeeds: 'Split bills' };
    const partial = { ...apply(answerStage('real', ['yes']).slice(0, 6)), userPersona: persona };
    expect(realStageScore(partial)).toEqual({ score: calculateRealScore(persona), basis: 'fields' });
    expect(winStageScore(partial)).toEqual({ score: calculateCanWinScore(partial.feasibility), basis: 'fields' });
    const complete = { ...apply(answerStage('real', ['yes', 'maybe'])), userPersona: persona };
    expect(realStageScore(complete)).toEqual({ score: 5.7, basis: 'answers' });
  });

  it('say on each page how they are made', () => {
    expect(scoreExplanation('real', 'fields')).toContain('2 points each: Average User, Primary Needs, Unmet Needs');
    expect(scoreExplanation('win', 'fields')).toContain('1 point each: Technology Readiness, Talent Readiness');
    expect(scoreExplanation('real', 'answers')).toContain('Yes 2, Maybe 1, No 0 for each of the 7 confirmed answers, scaled to 10');
    expect(scoreExplanation('worth')).toContain('High 5, Medium 3, Low 1');
    expect(scoreExplanation('worth')).toContain('7 or more opens the pitch');
  });
});

describe('the risk matrix', () => {
  it('reads the two answers along its diagonal, and places nothing until both are given', () => {
    expect(riskZone({ marketNewness: 1, productNewness: 2 })).toBe('familiar');
    expect(riskZone({ marketNewness: 3, productNewness: 3 })).toBe('stretch');
    expect(riskZone({ marketNewness: 1, productNewness: 5 })).toBe('far');
    expect(riskZone({ marketNewness: 4, productNewness: 4 })).toBe('far');
    expect(riskZone({ marketNewness: 4, productNewness: null })).toBeNull();
  });
});

describe('a journey in the portfolio', () => {
  it('is not screened before any answer, then screening, then placed by its first No and its decision', () => {
    expect(portfolioFacts(apply([]))).toMatchObject({ outcome: 'not-screened', decision: 'none', answers: {} });
    expect(portfolioFacts(apply([answer('marketNeed', 'maybe')]))).toMatchObject({ outcome: 'screening', openQuestions: 1 });
    const red = [answer('superiorResources', 'no')];
    expect(portfolioFacts(apply(red))).toMatchObject({ outcome: 'no-at-win', decision: 'needed' });
    expect(portfolioFacts(apply([...red, decide('win', 'pivot', '')]))).toMatchObject({ outcome: 'no-at-win', decision: 'pivot' });
    const all = [...answerStage('real', ['yes']), ...answerStage('win', ['yes']), ...answerStage('worth', ['yes'])];
    expect(portfolioFacts(apply(all))).toMatchObject({ outcome: 'passed', decision: 'none' });
  });

  it('takes the gravest decision in force when several stages were decided', () => {
    const facts = portfolioFacts(apply([answer('canBeMade', 'no'), decide('real', 'continue'), answer('acceptableRisk', 'no'), decide('worth', 'stop', '')]));
    expect(facts).toMatchObject({ outcome: 'no-at-real', decision: 'stop' });
  });
});
