import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../domain/journey-api';
import { bytesToBase64 } from '../../domain/base64';
import { MESSAGES } from '../../domain/journey-action-fit';
import type { ApplyChangesAnswer, HistoryEntry, RejectedChange } from '../../domain/journey-live';
import { textKeys } from '../../domain/journey-text-fields';
import { applySharedTextUpdate, applyTextEdit, loadSharedText, newSharedText, readSharedText, sharedTextOf, sharedTextUpdateSince, stateVectorOf } from '../../domain/shared-text';
import { UNSTORABLE_TEXT_MESSAGE } from '../../domain/storable-text';
import { WORKSPACE_MESSAGES } from '../../domain/workspace-api';
import { type TestApp, createTestApp } from '../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type Member, addMember, createJourneyIn, createTeam, journeyState, signedUpMembers } from '../../../tests/support/workspace-helpers';

let batchCounter = 0;
const batch = (text: Record<string, string>, actions: unknown[] = []) => ({ batchId: `text-batch-${Date.now()}-${(batchCounter += 1)}`, baseVersion: 1, actions, text });

/** One screen's document of a field, as the app keeps it: the server's, or the one derived from the text. */
function screenDocument(journey: Journey, key: string, text: string) {
  const stored = journey.texts?.[key];
  return stored ? loadSharedText(stored) : sharedTextOf(text);
}

/** Typing on that screen: the update it sends, everything the server does not have yet. */
function typeInto(doc: ReturnType<typeof newSharedText>, seen: string, typed: string): string {
  const before = stateVectorOf(doc);
  applyTextEdit(doc, seen, typed);
  return sharedTextUpdateSince(doc, before);
}

describe.each(testDatabaseKinds())('typing into shared text through the API on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let testApp: TestApp;
  let ana: Member;
  let ben: Member;
  let vic: Member;
  let teamId: string;

  beforeAll(async () => {
    testDatabase = await create();
    testApp = await createTestApp(testDatabase);
    [ana, ben, vic] = await signedUpMembers(testApp, ['Ana Silva', 'Ben Okafor', 'Vic Viewer'] as const);
    teamId = (await createTeam(ana)).id;
    await addMember(ana, teamId, ben, 'editor');
    await addMember(ana, teamId, vic, 'viewer');
  });
  afterAll(async () => {
    await testApp.close();
    await testDatabase.drop();
  });

  type Answer = ApplyChangesAnswer & { error?: { code: string; message: string; fields?: Record<string, string> }; rejected?: RejectedChange };
  const send = (member: Member, journeyId: string, body: unknown) => member.client.request<Answer>('POST', `/api/journeys/${journeyId}/changes`, body);
  const read = async (member: Member, journeyId: string) => (await member.client.request<{ journey: Journey }>('GET', `/api/journeys/${journeyId}`)).body.journey;

  it('merges two people’s typing in one field sent from the same version, and names it in the activity list', async () => {
    const original = 'Card disputes take weeks.';
    const journey = await createJourneyIn(ana, teamId, journeyState(original));
    const anaDoc = screenDocument(journey, 'problemStatement', original);
    const benDoc = screenDocument(journey, 'problemStatement', original);
    const fromAna = typeInto(anaDoc, original, `${original} Customers call three times.`);
    const fromBen = typeInto(benDoc, original, `Small firms: ${original}`);
    expect((await send(ana, journey.id, batch({ problemStatement: fromAna }))).status).toBe(200);
    const answer = await send(ben, journey.id, batch({ problemStatement: fromBen }));
    expect(answer.status).toBe(200);

    const merged = `Small firms: ${original} Customers call three times.`;
    expect((await read(vic, journey.id)).state.problemStatement).toBe(merged);
    // What each screen receives brings its own document to the same text.
    const change = answer.body.applied ? answer.body.change : undefined;
    expect(change?.kind === 'actions' && change.texts).toEqual({ problemStatement: merged });
    applySharedTextUpdate(anaDoc, change?.kind === 'actions' ? change.textUpdates!.problemStatement! : '');
    expect(readSharedText(anaDoc)).toBe(merged);
    const history = (await ana.client.request<{ entries: HistoryEntry[] }>('GET', `/api/journeys/${journey.id}/history`)).body.entries;
    expect(history[0]).toMatchObject({ by: 'Ben Okafor', summary: ['edited the problem statement'] });
  });

  it('names the fields a change only typed into, so the activity list can read typing as sessions', async () => {
    const journey = await createJourneyIn(ana, teamId, journeyState('Loans are slow.'));
    const doc = screenDocument(journey, 'problemStatement', 'Loans are slow.');
    expect((await send(ana, journey.id, batch({ problemStatement: typeInto(doc, 'Loans are slow.', 'Loans are slow to approve.') }))).status).toBe(200);
    const withAction = batch({ problemStatement: typeInto(doc, 'Loans are slow to approve.', 'SME loans are slow to approve.') }, [{ type: 'setStage', stage: 1 }]);
    expect((await send(ana, journey.id, withAction)).status).toBe(200);
    const history = (await ana.client.request<{ entries: HistoryEntry[] }>('GET', `/api/journeys/${journey.id}/history`)).body.entries;
    expect(history.map((entry) => [entry.version, entry.typed])).toEqual([
      [3, undefined],
      [2, ['problemStatement']],
      [1, undefined],
    ]);
  });

  it('keeps a field’s text when a typing client’s action carries an older copy of it', async () => {
    const journey = await createJourneyIn(ana, teamId);
    const doc = screenDocument(journey, textKeys.persona('averageUser'), '');
    const typed = typeInto(doc, '', 'Freelancers paid late.');
    expect((await send(ana, journey.id, batch({ [textKeys.persona('averageUser')]: typed }))).status).toBe(200);
    // Ben's screen had not seen it yet: his form still sends every field, the old empty one too.
    const stale = { type: 'updateUserPersona', changes: { averageUser: '', primaryNeeds: '' } };
    expect((await send(ben, journey.id, batch({}, [stale]))).status).toBe(200);
    expect((await read(ana, journey.id)).state.userPersona.averageUser).toBe('Freelancers paid late.');
  });

  it('turns a whole text written by an API client into the field’s document, so later typing merges with it', async () => {
    const journey = await createJourneyIn(ana, teamId, journeyState('Old wording of the problem.'));
    const plain = await send(ana, journey.id, { batchId: `plain-${Date.now()}`, baseVersion: 1, actions: [{ type: 'setProblemStatement', problemStatement: 'New wording of the problem.' }] });
    expect(plain.status).toBe(200);
    const opened = await read(ben, journey.id);
    const doc = screenDocument(opened, 'problemStatement', opened.state.problemStatement);
    expect(readSharedText(doc)).toBe('New wording of the problem.');
    expect((await send(ben, journey.id, batch({ problemStatement: typeInto(doc, 'New wording of the problem.', 'New wording of the problem, by Ben.') }))).status).toBe(200);
    expect((await read(ana, journey.id)).state.problemStatement).toBe('New wording of the problem, by Ben.');
  });

  it('keeps a field an API client rewrites many times a small document, which an open screen follows write by write', async () => {
    const journey = await createJourneyIn(ana, teamId, journeyState('Card disputes take weeks (0).'));
    const screen = screenDocument(journey, 'problemStatement', journey.state.problemStatement);
    const writes = 300;
    for (let write = 1; write <= writes; write += 1) {
      const problemStatement = `Card disputes take weeks (${write}).`;
      const answer = await send(ana, journey.id, { batchId: `rewrite-${Date.now()}-${write}`, baseVersion: 1, actions: [{ type: 'setProblemStatement', problemStatement }] });
      const change = answer.body.applied ? answer.body.change : undefined;
      applySharedTextUpdate(screen, (change?.kind === 'actions' && change.textUpdates?.problemStatement) || '');
    }
    const opened = await read(ben, journey.id);
    expect(opened.state.problemStatement).toBe(`Card disputes take weeks (${writes}).`);
    expect(readSharedText(screen)).toBe(opened.state.problemStatement);
    // What every screen downloads when it opens the journey, and what each change reads and writes
    // whole. Written by a new writer each time, it grew with every write (10 KB of base64 after 300).
    expect(opened.texts?.problemStatement?.length).toBeLessThan(1_000);
    // The server's writes still merge with a person's typing.
    const typed = typeInto(screenDocument(opened, 'problemStatement', opened.state.problemStatement), opened.state.problemStatement, `Small firms: ${opened.state.problemStatement}`);
    expect((await send(ben, journey.id, batch({ problemStatement: typed }))).status).toBe(200);
    expect((await read(ana, journey.id)).state.problemStatement).toBe(`Small firms: Card disputes take weeks (${writes}).`);
  });

  it('merges an integration’s rewrite with two people typing in the field at once, one of them offline through it', async () => {
    const original = 'Card disputes take weeks.';
    const journey = await createJourneyIn(ana, teamId, journeyState(original));
    const anaScreen = screenDocument(journey, 'problemStatement', original);
    const benScreen = screenDocument(journey, 'problemStatement', original);
    const changeOf = (answer: Awaited<ReturnType<typeof send>>) => (answer.body.applied && answer.body.change.kind === 'actions' ? answer.body.change : undefined);
    const follow = (screen: ReturnType<typeof newSharedText>, answer: Awaited<ReturnType<typeof send>>) => {
      const update = changeOf(answer)?.textUpdates?.problemStatement;
      if (update) applySharedTextUpdate(screen, update);
    };
    // An integration rewrites it (as Ana, actions only), twice: the server's second write continues its first.
    for (const [index, wording] of ['Card disputes take weeks to close.', 'Card disputes take weeks to close, with no news.'].entries()) {
      const rewrite = await send(ana, journey.id, {
        batchId: `integration-${Date.now()}-${index}`,
        baseVersion: 1,
        actions: [{ type: 'setProblemStatement', problemStatement: wording }],
      });
      expect(rewrite.status).toBe(200);
      follow(benScreen, rewrite);
    }
    // Ana is offline meanwhile: she types on the text as she last saw it; Ben types on the rewrite.
    const fromAna = typeInto(anaScreen, original, `Retail: ${original}`);
    const benSaw = readSharedText(benScreen);
    const fromBen = typeInto(benScreen, benSaw, `${benSaw} Customers call three times.`);
    const [anaAnswer, benAnswer] = await Promise.all([send(ana, journey.id, batch({ problemStatement: fromAna })), send(ben, journey.id, batch({ problemStatement: fromBen }))]);
    expect([anaAnswer.status, benAnswer.status]).toEqual([200, 200]);

    const merged = 'Retail: Card disputes take weeks to close, with no news. Customers call three times.';
    const opened = await read(vic, journey.id);
    expect(opened.state.problemStatement).toBe(merged);
    // Back online, each screen catches up from the log and reads what everyone reads.
    const { body } = await ana.client.request<{ changes: { textUpdates?: Record<string, string> }[] }>('GET', `/api/journeys/${journey.id}/changes?since=1`);
    for (const change of body.changes) if (change.textUpdates?.problemStatement) applySharedTextUpdate(anaScreen, change.textUpdates.problemStatement);
    for (const answer of [anaAnswer, benAnswer]) follow(benScreen, answer);
    expect([readSharedText(anaScreen), readSharedText(benScreen)]).toEqual([merged, merged]);
    expect(readSharedText(screenDocument(opened, 'problemStatement', ''))).toBe(merged);
  });

  it('refuses typing into an idea someone deleted with 409, naming who deleted it, and changes nothing', async () => {
    const idea = { id: 'gone-idea', title: 'Instant dispute tracker', description: '', votes: 0, type: 'Product', personaSource: 'P' };
    const journey = await createJourneyIn(ana, teamId, { ...journeyState(), ideas: [idea] });
    const key = textKeys.idea('gone-idea', 'description');
    const typed = typeInto(sharedTextOf(''), '', 'Track every dispute in the app.');
    expect((await send(ben, journey.id, batch({}, [{ type: 'removeIdea', id: 'gone-idea' }]))).status).toBe(200);
    const before = await read(ana, journey.id);

    const refused = await send(ana, journey.id, batch({ [key]: typed }));
    expect(refused.status).toBe(409);
    expect(refused.body.rejected).toMatchObject({ index: null, textKey: key, message: MESSAGES.ideaGone, removed: { by: 'Ben Okafor' } });
    expect((await read(ana, journey.id)).version).toBe(before.version);
  });

  it('answers 400 to typing the server cannot keep (a NUL, too long, not a text update) and 403 to a viewer', async () => {
    const journey = await createJourneyIn(ana, teamId, journeyState(''));
    const withNul = await send(ana, journey.id, batch({ problemStatement: typeInto(sharedTextOf(''), '', 'A stray \u0000 character') }));
    expect(withNul.status).toBe(400);
    expect(withNul.body.error?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    const tooLong = await send(ana, journey.id, batch({ journeyName: typeInto(sharedTextOf(''), '', 'x'.repeat(201)) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.message).toBe('Please keep the journey name under 200 characters.');
    expect((await send(ana, journey.id, batch({ problemStatement: bytesToBase64(new Uint8Array([9, 9, 9, 9, 9])) }))).status).toBe(400);
    expect((await send(ana, journey.id, batch({ problemStatement: 'not base64' }))).status).toBe(400);
    expect((await send(ana, journey.id, batch({ 'idea/../../etc': 'AAAA' }))).status).toBe(400);
    const viewer = await send(vic, journey.id, batch({ problemStatement: typeInto(sharedTextOf(''), '', 'Viewer words') }));
    expect(viewer.status).toBe(403);
    expect(viewer.body.error?.message).toBe(WORKSPACE_MESSAGES.viewerCannotEdit);
    expect((await read(ana, journey.id)).state.problemStatement).toBe('');
  });
});
