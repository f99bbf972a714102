import { describe, expect, it } from 'vitest';
import { journeyStateSchema } from '../journey-state';
import { journeyReducer } from '../journey-reducer';
import { RWW_ITEMS, RWW_ITEM_IDS, itemsOfStage } from './rww-items';
import { RWW_LIMITS, chosenIdeaScreen } from './rww-state';
import { AT, IDEA, USER, answer, apply, journeyWithChosenIdea } from './rww-test-support';

const draftAction = (drafts: { itemId: (typeof RWW_ITEM_IDS)[number]; answer: 'yes' | 'maybe' | 'no'; reason: string }[]) => ({
  type: 'receiveRwwDrafts' as const,
  ideaId: IDEA,
  drafts,
  engine: 'Built-in engine (offline)',
  at: AT,
});

describe('the Real-Win-Worth items', () => {
  it('are Day’s seventeen items under six sub-questions: 7 Real, 6 Win, 4 Worth, each with a hint', () => {
    expect(RWW_ITEMS).toHaveLength(17);
    expect(RWW_ITEMS.map((entry) => entry.id)).toEqual([...RWW_ITEM_IDS]);
    expect([itemsOfStage('real').length, itemsOfStage('win').length, itemsOfStage('worth').length]).toEqual([7, 6, 4]);
    expect(new Set(RWW_ITEMS.map((entry) => `${entry.stage}:${entry.group}`)).size).toBe(6);
    for (const entry of RWW_ITEMS) expect(entry.hint.length).toBeGreaterThan(20);
  });
});

describe('answering the screen', () => {
  it('keeps an answer with who gave it and when, on the chosen idea’s own screen', () => {
    const state = apply([answer('marketNeed', 'yes')]);
    expect(state.rwwScreens[IDEA]?.startedAt).toBe(AT);
    expect(chosenIdeaScreen(state).answers.marketNeed).toEqual({
      answer: 'yes',
      evidence: '',
      answeredBy: USER,
      answeredAt: AT,
      fromDraft: null,
    });
  });

  it('keeps the evidence note when the answer changes or is cleared', () => {
    const state = apply([
      { type: 'setRwwEvidence', ideaId: IDEA, itemId: 'marketSizeEnough', evidence: '1.2m SME customers (annual report)', at: AT },
      answer('marketSizeEnough', 'maybe'),
      answer('marketSizeEnough', null),
    ]);
    expect(chosenIdeaScreen(state).answers.marketSizeEnough).toMatchObject({
      answer: null,
      evidence: '1.2m SME customers (annual report)',
      answeredBy: null,
    });
  });

  it('changes nothing when the action was made for an idea that is not the chosen one', () => {
    const before = journeyWithChosenIdea();
    expect(apply([answer('marketNeed', 'yes', { ideaId: 'idea-b' })], before)).toBe(before);
  });

  it('changes nothing for an item or risk level the screen does not have', () => {
    const before = journeyWithChosenIdea();
    expect(journeyReducer(before, { ...answer('marketNeed', 'yes'), itemId: 'colourOfLogo' } as never)).toBe(before);
    expect(apply([{ type: 'setRwwRisk', ideaId: IDEA, marketNewness: 6, at: AT }], before)).toBe(before);
  });

  it('keeps one screen per idea: picking another idea starts a fresh one, and going back finds the first', () => {
    const first = apply([answer('marketNeed', 'no')]);
    const other = journeyReducer(first, { type: 'selectIdea', id: 'idea-b' });
    expect(chosenIdeaScreen(other).answers).toEqual({});
    const back = journeyReducer(other, { type: 'selectIdea', id: IDEA });
    expect(chosenIdeaScreen(back).answers.marketNeed?.answer).toBe('no');
  });

  it('drops the screen started longest ago when the journey holds the most it keeps', () => {
    let state = journeyWithChosenIdea();
    const ideas = Array.from({ length: RWW_LIMITS.screens + 1 }, (_, index) => ({ ...state.ideas[0]!, id: `i${index}` }));
    state = { ...state, ideas };
    ideas.forEach((entry, index) => {
      state = journeyReducer(state, { type: 'selectIdea', id: entry.id });
      state = journeyReducer(state, { ...answer('marketNeed', 'yes'), ideaId: entry.id, at: `2026-11-25T10:00:${String(index).padStart(2, '0')}Z` });
    });
    expect(Object.keys(state.rwwScreens)).toHaveLength(RWW_LIMITS.screens);
    expect(state.rwwScreens.i0).toBeUndefined();
    expect(state.rwwScreens[`i${RWW_LIMITS.screens}`]).toBeDefined();
  });
});

describe('AI drafts', () => {
  it('are kept as drafts beside unanswered items only, and replaced by newer drafts', () => {
    const state = apply([
      answer('marketNeed', 'yes'),
      draftAction([
        { itemId: 'marketNeed', answer: 'no', reason: 'ignored: a person answered' },
        { itemId: 'customerCanBuy', answer: 'maybe', reason: 'first' },
      ]),
      draftAction([{ itemId: 'customerCanBuy', answer: 'yes', reason: 'second' }]),
    ]);
    const screen = chosenIdeaScreen(state);
    expect(screen.drafts.marketNeed).toBeUndefined();
    expect(screen.drafts.customerCanBuy).toEqual({ answer: 'yes', reason: 'second', engine: 'Built-in engine (offline)', draftedAt: AT });
    expect(screen.answers.customerCanBuy).toBeUndefined();
  });

  it('become answers only when a person confirms one, which records the engine and its reason', () => {
    const state = apply([
      draftAction([{ itemId: 'clearConcept', answer: 'yes', reason: 'The description says what it is.' }]),
      { type: 'confirmRwwDraft', ideaId: IDEA, itemId: 'clearConcept', userId: 'user-2', at: AT },
    ]);
    const screen = chosenIdeaScreen(state);
    expect(screen.drafts.clearConcept).toBeUndefined();
    expect(screen.answers.clearConcept).toMatchObject({
      answer: 'yes',
      answeredBy: 'user-2',
      fromDraft: { engine: 'Built-in engine (offline)', reason: 'The description says what it is.' },
    });
  });

  it('go when a person answers the item themselves, or discards them', () => {
    const changed = apply([draftAction([{ itemId: 'canBeMade', answer: 'yes', reason: 'r' }]), answer('canBeMade', 'maybe')]);
    expect(chosenIdeaScreen(changed).drafts.canBeMade).toBeUndefined();
    expect(chosenIdeaScreen(changed).answers.canBeMade).toMatchObject({ answer: 'maybe', fromDraft: null });
    const discarded = apply([draftAction([{ itemId: 'canBeMade', answer: 'yes', reason: 'r' }]), { type: 'discardRwwDrafts', ideaId: IDEA, at: AT }]);
    expect(chosenIdeaScreen(discarded).drafts).toEqual({});
  });
});

describe('decisions, open questions and risk', () => {
  it('records a decision with the Nos it was taken on; continuing without a reason changes nothing', () => {
    const red = apply([answer('marketNeed', 'no')]);
    const silent = apply([{ type: 'recordRwwDecision', ideaId: IDEA, stage: 'real', kind: 'continue', reason: '  ', userId: USER, at: AT }], red);
    expect(silent).toBe(red);
    const decided = apply([{ type: 'recordRwwDecision', ideaId: IDEA, stage: 'real', kind: 'continue', reason: ' Pilot data due in May ', userId: USER, at: AT }], red);
    expect(chosenIdeaScreen(decided).decisions.real).toEqual({
      kind: 'continue',
      reason: 'Pilot data due in May',
      decidedBy: USER,
      decidedAt: AT,
      noItems: ['marketNeed'],
    });
  });

  it('tracks an owner and a done tick on a Maybe only', () => {
    const state = apply([
      answer('marketSizeEnough', 'maybe'),
      { type: 'setRwwQuestionOwner', ideaId: IDEA, itemId: 'marketSizeEnough', ownerId: 'user-2', at: AT },
      { type: 'setRwwQuestionDone', ideaId: IDEA, itemId: 'marketSizeEnough', done: true, userId: USER, at: AT },
    ]);
    expect(chosenIdeaScreen(state).openQuestions.marketSizeEnough).toEqual({ ownerId: 'user-2', done: true, doneBy: USER, doneAt: AT });
    const notMaybe = apply([answer('marketNeed', 'yes')]);
    expect(apply([{ type: 'setRwwQuestionOwner', ideaId: IDEA, itemId: 'marketNeed', ownerId: 'user-2', at: AT }], notMaybe)).toBe(notMaybe);
  });

  it('keeps the two risk-matrix answers, each on its own', () => {
    const state = apply([
      { type: 'setRwwRisk', ideaId: IDEA, marketNewness: 2, at: AT },
      { type: 'setRwwRisk', ideaId: IDEA, productNewness: 4, at: AT },
    ]);
    expect(chosenIdeaScreen(state).risk).toEqual({ marketNewness: 2, productNewness: 4 });
  });
});

describe('the stored state', () => {
  it('loads a journey saved before the screen existed, with an empty screen', () => {
    const { rwwScreens: _screens, ...older } = journeyWithChosenIdea();
    const parsed = journeyStateSchema.parse(older);
    expect(parsed.rwwScreens).toEqual({});
    expect(chosenIdeaScreen(parsed).answers).toEqual({});
  });

  it('refuses an unknown item or answer value in a saved state', () => {
    const state = apply([answer('marketNeed', 'yes')]);
    const screen = state.rwwScreens[IDEA]!;
    const unknownItem = { ...state, rwwScreens: { [IDEA]: { ...screen, answers: { colourOfLogo: screen.answers.marketNeed } } } };
    const unknownAnswer = { ...state, rwwScreens: { [IDEA]: { ...screen, answers: { marketNeed: { ...screen.answers.marketNeed, answer: 'probably' } } } } };
    expect(journeyStateSchema.safeParse(unknownItem).success).toBe(false);
    expect(journeyStateSchema.safeParse(unknownAnswer).success).toBe(false);
    expect(journeyStateSchema.safeParse(state).success).toBe(true);
  });
});
