import { describe, expect, it } from 'vitest';
import { coalesceActions } from './journey-action-coalesce';
import { MESSAGES, whyActionDoesNotFit } from './journey-action-fit';
import { describeAction } from './journey-action-summary';
import { type SharedJourneyAction, actingMember, isMemberOwnAction, journeyActionSchema } from './journey-actions';
import { idea, persona, round, run, toggle } from './journey-reducer-test-support';

describe('journey actions on the wire', () => {
  it('takes a persona by its id and fills it in from the catalogue, whatever else was sent', () => {
    const parsed = journeyActionSchema.parse({ type: 'addTeamMember', id: 'm1', persona: { id: 'c1', name: 'Someone else' } });
    expect(parsed).toEqual({ type: 'addTeamMember', id: 'm1', persona: persona('c1') });
    const unknown = journeyActionSchema.safeParse({ type: 'togglePersona', memberId: 'm1', persona: { id: 'zz' } });
    expect(unknown.error?.issues[0]?.message).toBe('Unknown persona "zz".');
  });

  it('refuses whole-journey replacements, unknown types and out-of-range scores', () => {
    for (const action of [
      { type: 'load', data: {} },
      { type: 'reset' },
      { type: 'dropTable' },
      { type: 'setIdeaScores', id: 'a', scorerId: 'u', appealScore: 11, fitScore: 5 },
      { type: 'setProblemStatement', problemStatement: 'x'.repeat(4001) },
    ]) {
      expect(journeyActionSchema.safeParse(action).success, JSON.stringify(action).slice(0, 60)).toBe(false);
    }
  });

  it('strips scores and votes from ideas a round or a new idea brings, so nobody scores for someone else', () => {
    const parsed = journeyActionSchema.parse({
      type: 'receiveIdeaRound',
      ideas: [idea('g1', { votes: 40, voterIds: ['x'], memberScores: { x: { appeal: 10, fit: 10 } }, averageScore: 10 })],
      generatedBy: 'Built-in engine',
      notice: null,
      archivedRoundId: 'r1',
      replacedAt: '2026-11-25T10:00:00Z',
    }) as Extract<SharedJourneyAction, { type: 'receiveIdeaRound' }>;
    expect(parsed.ideas[0]).toEqual(idea('g1'));
    const added = journeyActionSchema.parse({ type: 'addIdea', id: 'n', idea: { title: 'Mine', averageScore: 10 } });
    expect(added).toEqual({ type: 'addIdea', id: 'n', idea: { title: 'Mine' } });
  });

  it('names the member a score or vote speaks for; only those are a viewer’s to send', () => {
    expect(actingMember({ type: 'setIdeaScores', id: 'a', scorerId: 'u1', appealScore: 1, fitScore: 1 })).toBe('u1');
    expect(actingMember({ type: 'castVote', id: 'a', voterId: 'u2' })).toBe('u2');
    expect(actingMember({ type: 'removeIdea', id: 'a' })).toBeNull();
    expect(isMemberOwnAction({ type: 'withdrawVote' })).toBe(true);
    expect(isMemberOwnAction({ type: 'setProblemStatement' })).toBe(false);
  });
});

describe('whether an action fits the journey as it is', () => {
  const state = run([toggle('c1'), toggle('c2'), round([idea('a'), idea('b')])]);

  it('refuses a third consultant with the spec’s words, and a persona already in the team', () => {
    expect(whyActionDoesNotFit(state, { type: 'togglePersona', persona: persona('c3'), memberId: 'm3' })).toBe(
      'You can only select up to 2 consultants',
    );
    expect(whyActionDoesNotFit(state, { type: 'addTeamMember', persona: persona('c1'), id: 'm9' })).toBe(MESSAGES.personaTaken);
    expect(whyActionDoesNotFit(state, { type: 'togglePersona', persona: persona('c1'), memberId: 'm9' })).toBeNull();
    expect(whyActionDoesNotFit(state, { type: 'togglePersona', persona: persona('t1'), memberId: 'm9' })).toBeNull();
  });

  it('refuses changes to ideas the journey no longer has', () => {
    for (const action of [
      { type: 'updateIdea', id: 'gone', changes: { title: 'x' } },
      { type: 'removeIdea', id: 'gone' },
      { type: 'setIdeaScores', id: 'gone', scorerId: 'u', appealScore: 1, fitScore: 1 },
      { type: 'selectIdea', id: 'gone' },
      { type: 'mergeIdeas', keepId: 'a', mergeId: 'gone' },
    ] as SharedJourneyAction[]) {
      expect(whyActionDoesNotFit(state, action)).toBe(MESSAGES.ideaGone);
    }
    expect(whyActionDoesNotFit(state, { type: 'updateIdea', id: 'a', changes: { title: 'x' } })).toBeNull();
    expect(whyActionDoesNotFit(state, { type: 'mergeIdeas', keepId: 'a', mergeId: 'a' })).toBe(MESSAGES.mergeWithItself);
  });

  it('refuses a fourth vote and a vote there is none to take back', () => {
    const voted = run(
      [round([idea('a'), idea('b'), idea('c'), idea('d')]), ...['a', 'b', 'c'].map((id) => ({ type: 'castVote', id, voterId: 'u' }) as const)],
      state,
    );
    expect(whyActionDoesNotFit(voted, { type: 'castVote', id: 'd', voterId: 'u' })).toBe(MESSAGES.noVotesLeft);
    expect(whyActionDoesNotFit(voted, { type: 'castVote', id: 'a', voterId: 'u' })).toBe(MESSAGES.alreadyVoted);
    expect(whyActionDoesNotFit(voted, { type: 'withdrawVote', id: 'd', voterId: 'u' })).toBe(MESSAGES.noVoteToTakeBack);
    expect(whyActionDoesNotFit(voted, { type: 'castVote', id: 'd', voterId: 'someone-else' })).toBeNull();
  });

  it('refuses a sub-domain of another domain and an id already taken', () => {
    const retail = run([{ type: 'setDomain', domainId: 'retail_banking' }], state);
    expect(whyActionDoesNotFit(retail, { type: 'setSubdomain', subdomainId: 'trade_treasury' })).toBe(MESSAGES.subdomainElsewhere);
    expect(whyActionDoesNotFit(retail, { type: 'setSubdomain', subdomainId: 'cards_payments' })).toBeNull();
    expect(whyActionDoesNotFit(retail, { type: 'addIdea', id: 'a' })).toMatch(/already an idea/);
  });
});

describe('what the activity list and change notices say', () => {
  const state = run([toggle('c1'), round([idea('a', { title: 'Instant card freeze' })])]);

  it('describes an action in words, naming ideas and experts by their names', () => {
    expect(describeAction(state, { type: 'removeIdea', id: 'a' })).toBe('deleted the idea “Instant card freeze”');
    expect(describeAction(state, { type: 'togglePersona', persona: persona('c1'), memberId: 'x' })).toBe(
      `removed ${persona('c1').name} from the team`,
    );
    expect(describeAction(state, { type: 'updateUserPersona', changes: { averageUser: 'x', primaryNeeds: 'y' } })).toBe(
      'edited Is It Real? (Average User, Primary Needs)',
    );
  });

});

describe('folding keystrokes into one change', () => {
  it('keeps the last of a run of writes to the same field and the order of different changes', () => {
    const folded = coalesceActions([
      { type: 'setProblemStatement', problemStatement: 'Ca' },
      { type: 'setProblemStatement', problemStatement: 'Card' },
      { type: 'updateIdea', id: 'a', changes: { title: 'T' } },
      { type: 'updateIdea', id: 'a', changes: { description: 'D' } },
      { type: 'updateIdea', id: 'b', changes: { title: 'U' } },
      { type: 'setProblemStatement', problemStatement: 'Cards' },
    ]);
    expect(folded).toEqual([
      { type: 'setProblemStatement', problemStatement: 'Card' },
      { type: 'updateIdea', id: 'a', changes: { title: 'T', description: 'D' } },
      { type: 'updateIdea', id: 'b', changes: { title: 'U' } },
      { type: 'setProblemStatement', problemStatement: 'Cards' },
    ]);
  });

  it('gives the same journey folded or not', () => {
    const actions: SharedJourneyAction[] = [
      { type: 'addIdea', id: 'a' },
      { type: 'setIdeaScores', id: 'a', scorerId: 'u', appealScore: 3, fitScore: 4 },
      { type: 'setIdeaScores', id: 'a', scorerId: 'u', appealScore: 5, fitScore: 4 },
      { type: 'updateViability', changes: { risks: 'R' } },
      { type: 'updateViability', changes: { costEstimate: 'C', risks: 'R2' } },
    ];
    expect(coalesceActions(actions)).toHaveLength(3);
    expect(run(coalesceActions(actions))).toEqual(run(actions));
  });
});
