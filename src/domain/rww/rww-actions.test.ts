import { describe, expect, it } from 'vitest';
import { coalesceActions } from '../journey-action-coalesce';
import { whyActionDoesNotFit } from '../journey-action-fit';
import { describeAction } from '../journey-action-summary';
import { journeyActionSchema } from '../journey-actions';
import { RWW_FIT_MESSAGES } from './rww-action-fit';
import { AT, IDEA, USER, answer, apply, journeyWithChosenIdea } from './rww-test-support';

const valid = {
  setRwwAnswer: { type: 'setRwwAnswer', ideaId: IDEA, itemId: 'marketNeed', answer: 'yes', userId: USER, at: AT },
  setRwwEvidence: { type: 'setRwwEvidence', ideaId: IDEA, itemId: 'marketNeed', evidence: 'Complaints log', at: AT },
  recordRwwDecision: { type: 'recordRwwDecision', ideaId: IDEA, stage: 'real', kind: 'continue', reason: 'Pilot first', userId: USER, at: AT },
} as const;

describe('Real-Win-Worth actions on the wire', () => {
  it('accept known items, answers, stages and decisions', () => {
    for (const action of Object.values(valid)) expect(journeyActionSchema.safeParse(action).success, action.type).toBe(true);
    expect(journeyActionSchema.safeParse({ ...valid.setRwwAnswer, answer: null }).success).toBe(true);
  });

  it.each([
    ['an unknown item', { ...valid.setRwwAnswer, itemId: 'colourOfLogo' }, 'Unknown Real-Win-Worth item.'],
    ['an unknown answer value', { ...valid.setRwwAnswer, answer: 'probably' }, 'Answer Yes, Maybe or No.'],
    ['an unknown stage', { ...valid.recordRwwDecision, stage: 'wow' }, 'Unknown Real-Win-Worth stage.'],
    ['continuing without a reason', { ...valid.recordRwwDecision, reason: ' ' }, 'Please write why the team continues despite the No.'],
    ['an evidence note that is too long', { ...valid.setRwwEvidence, evidence: 'x'.repeat(1001) }, 'Please keep the evidence note under 1000 characters.'],
    ['a risk level of 6', { type: 'setRwwRisk', ideaId: IDEA, marketNewness: 6, at: AT }, undefined],
    [
      'two drafts for one item',
      {
        type: 'receiveRwwDrafts',
        ideaId: IDEA,
        engine: 'e',
        at: AT,
        drafts: [
          { itemId: 'marketNeed', answer: 'yes', reason: 'a' },
          { itemId: 'marketNeed', answer: 'no', reason: 'b' },
        ],
      },
      'An item has two drafts.',
    ],
  ])('refuse %s with a message', (_name, action, message) => {
    const result = journeyActionSchema.safeParse(action);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('whether a Real-Win-Worth action fits the journey', () => {
  it('refuses a change made for an idea that is no longer the chosen one', () => {
    expect(whyActionDoesNotFit(journeyWithChosenIdea(), { ...valid.setRwwAnswer, ideaId: 'idea-b' })).toBe(RWW_FIT_MESSAGES.ideaChanged);
    expect(whyActionDoesNotFit(journeyWithChosenIdea(), valid.setRwwAnswer)).toBeNull();
  });

  it('refuses confirming a draft that is gone, and following up an item that is no longer a Maybe', () => {
    const state = apply([answer('marketNeed', 'yes')]);
    expect(whyActionDoesNotFit(state, { type: 'confirmRwwDraft', ideaId: IDEA, itemId: 'marketNeed', userId: USER, at: AT })).toBe(
      RWW_FIT_MESSAGES.draftGone,
    );
    expect(whyActionDoesNotFit(state, { type: 'setRwwQuestionDone', ideaId: IDEA, itemId: 'marketNeed', done: true, userId: USER, at: AT })).toBe(
      RWW_FIT_MESSAGES.notAMaybe,
    );
  });
});

describe('the activity list', () => {
  const before = journeyWithChosenIdea();

  it('says what each change did, naming the item', () => {
    expect(describeAction(before, valid.setRwwAnswer)).toBe('answered “Is there a need or desire for it?”: Yes');
    expect(describeAction(before, valid.recordRwwDecision)).toBe('decided at Is it real?: Continue');
    expect(describeAction(before, { type: 'setRwwRisk', ideaId: IDEA, productNewness: 3, at: AT })).toBe('rated product newness');
    expect(describeAction(before, { type: 'confirmRwwDraft', ideaId: IDEA, itemId: 'canBeMade', userId: USER, at: AT })).toBe(
      'confirmed the AI draft for “Can it be made?”',
    );
  });

  it('folds keystrokes in one evidence note into one change, not those of two notes', () => {
    const typing = ['C', 'Co', 'Com'].map((evidence) => ({ ...valid.setRwwEvidence, evidence }));
    expect(coalesceActions(typing)).toEqual([typing[2]]);
    const twoNotes = [valid.setRwwEvidence, { ...valid.setRwwEvidence, itemId: 'canBeMade' as const }];
    expect(coalesceActions(twoNotes)).toHaveLength(2);
  });
});
