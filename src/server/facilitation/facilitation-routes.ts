import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  FACILITATION_MESSAGES,
  blindMarksSchema,
  closeRoundSchema,
  facilitatorStepSchema,
  handOverSchema,
  pairwiseChoiceSchema,
  privateIdeaSchema,
  soundSchema,
  startRoundSchema,
  startSessionSchema,
  timerCommandSchema,
} from '../../domain/facilitation/facilitation-api';
import type { FacilitationRecord } from '../../domain/facilitation/facilitation-record';
import { FacilitationRefused } from '../../domain/facilitation/facilitation-refused';
import {
  addPrivateIdea,
  closeRound,
  everyoneDone,
  openRound,
  recordPairwiseChoice,
  removePrivateIdea,
  setBlindMarks,
} from '../../domain/facilitation/facilitation-rounds';
import { endSession, facilitatedBy, handOver, mayStart, moveFacilitator, runningSession, startSession, withTimer } from '../../domain/facilitation/facilitation-session';
import { facilitationAnswer } from '../../domain/facilitation/facilitation-view';
import { canEditJourneys } from '../../domain/workspace-api';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import { readJson } from '../http/validate';
import { authorOf } from '../journeys/journey-live-routes';
import type { WorkspacesRepository } from '../workspaces/workspaces-repository';
import { type JourneyEnv, requireJourneyEditor } from '../workspaces/workspace-access';
import type { Context } from 'hono';
import type { FacilitationService } from './facilitation-service';

const nowIso = () => new Date().toISOString();

/**
 * /api/journeys/:id/facilitation: a facilitated session (issue 23), each answer cut for its caller.
 * A viewer never facilitates, so the facilitator's commands answer them 403 before anything else.
 */
export function facilitationRoutes(db: Kysely<Database>, service: FacilitationService, workspaces: WorkspacesRepository) {
  const creatorOf = async (journeyId: string) =>
    (await db.selectFrom('journeys').select('user_id').where('id', '=', journeyId).executeTakeFirst())?.user_id ?? null;

  function answer(c: Context<JourneyEnv>, record: FacilitationRecord, version: number, creatorId: string | null) {
    const { role } = c.get('journeyAccess');
    const userId = c.get('user').id;
    return c.json(facilitationAnswer(record, version, { id: userId, mayStart: mayStart(record, userId, creatorId, canEditJourneys(role)) }, Date.now()));
  }

  /** Runs a decision on the held session and answers the caller's view of the result. */
  async function decide(c: Context<JourneyEnv>, decision: Parameters<FacilitationService['change']>[2]) {
    const result = await service.change(c.get('journeyAccess').journeyId, authorOf(c.get('user')), decision);
    return answer(c, result.record, result.version, result.creatorId);
  }

  /** Whoever opens the session's view while a round runs takes part in it: "2 of 5 finished" counts them. */
  const joinsRound = (record: FacilitationRecord, userId: string) => {
    const round = record.session?.round;
    if (!round || record.session?.facilitator.id === userId) return false;
    return (round.kind === 'blind-scoring' || round.kind === 'pairwise') && !round.participantIds.includes(userId);
  };

  return new Hono<JourneyEnv>()
    .get('/', async (c) => {
      const { journeyId } = c.get('journeyAccess');
      const userId = c.get('user').id;
      const { record, version } = await service.read(journeyId);
      if (!joinsRound(record, userId)) return answer(c, record, version, await creatorOf(journeyId));
      return decide(c, (held) => {
        const session = held.record.session;
        const round = session?.round;
        if (!session || !round || !joinsRound(held.record, userId) || round.kind === 'private-ideas') return { record: held.record };
        return { record: { ...held.record, session: { ...session, round: { ...round, participantIds: [...round.participantIds, userId] } } } };
      });
    })
    .post('/start', requireJourneyEditor, async (c) => {
      const { step } = await readJson(c, startSessionSchema);
      const user = c.get('user');
      const canEdit = canEditJourneys(c.get('journeyAccess').role);
      return decide(c, (held) => {
        if (!mayStart(held.record, user.id, held.journey.creatorId, canEdit)) throw new FacilitationRefused(403, 'FORBIDDEN', FACILITATION_MESSAGES.cannotStart);
        return { record: startSession(held.record, authorOf(user), step, randomUUID(), nowIso()) };
      });
    })
    .post('/hand-over', requireJourneyEditor, async (c) => {
      const { userId } = await readJson(c, handOverSchema);
      const member = (await workspaces.members(c.get('journeyAccess').workspaceId)).find((candidate) => candidate.userId === userId);
      if (!member || !canEditJourneys(member.role)) throw new FacilitationRefused(400, 'VALIDATION_FAILED', FACILITATION_MESSAGES.handOverToEditor);
      return decide(c, (held) => ({ record: handOver(held.record, c.get('user').id, held.journey.creatorId, { id: member.userId, name: member.name }) }));
    })
    .post('/timer', requireJourneyEditor, async (c) => {
      const command = await readJson(c, timerCommandSchema);
      return decide(c, (held) => ({ record: { ...held.record, session: withTimer(facilitatedBy(held.record, c.get('user').id), command, Date.now()) } }));
    })
    .post('/sound', requireJourneyEditor, async (c) => {
      const { sound } = await readJson(c, soundSchema);
      return decide(c, (held) => ({ record: { ...held.record, session: { ...facilitatedBy(held.record, c.get('user').id), sound } } }));
    })
    .post('/step', requireJourneyEditor, async (c) => {
      const { step, gather } = await readJson(c, facilitatorStepSchema);
      return decide(c, (held) => ({ record: { ...held.record, session: moveFacilitator(facilitatedBy(held.record, c.get('user').id), step, gather, nowIso()) } }));
    })
    .post('/rounds', requireJourneyEditor, async (c) => {
      const start = await readJson(c, startRoundSchema);
      return decide(c, (held) => {
        const session = facilitatedBy(held.record, c.get('user').id);
        const opened = openRound(session, start, held.journey.state, randomUUID(), [], nowIso());
        return { record: { ...held.record, session: opened.session }, actions: opened.actions };
      });
    })
    .post('/rounds/close', requireJourneyEditor, async (c) => {
      const { roundId, attribution } = await readJson(c, closeRoundSchema);
      return decide(c, (held) => {
        const session = facilitatedBy(held.record, c.get('user').id);
        const closed = closeRound(session, roundId, attribution, held.journey.state, nowIso());
        return { record: { ...held.record, session: closed.session }, actions: closed.actions };
      });
    })
    .post('/private-ideas', async (c) => {
      const input = await readJson(c, privateIdeaSchema);
      const author = authorOf(c.get('user'));
      return decide(c, (held) => ({
        record: { ...held.record, session: addPrivateIdea(runningSession(held.record), input, author, held.journey.state, randomUUID(), nowIso()) },
      }));
    })
    .delete('/private-ideas/:ideaId', async (c) => {
      const ideaId = c.req.param('ideaId');
      return decide(c, (held) => ({ record: { ...held.record, session: removePrivateIdea(runningSession(held.record), ideaId, c.get('user').id) } }));
    })
    .put('/blind-marks', async (c) => {
      const marks = await readJson(c, blindMarksSchema);
      return decide(c, (held) => {
        const marked = setBlindMarks(runningSession(held.record), marks, c.get('user').id, held.journey.state);
        if (!marked.round || !everyoneDone(marked.round)) return { record: { ...held.record, session: marked } };
        // The last person done closes the round: everyone's results appear together.
        const closed = closeRound(marked, marked.round.id, 'named', held.journey.state, nowIso());
        return { record: { ...held.record, session: closed.session }, actions: closed.actions };
      });
    })
    .post('/pairwise-choices', async (c) => {
      const choice = await readJson(c, pairwiseChoiceSchema);
      return decide(c, (held) => ({ record: { ...held.record, session: recordPairwiseChoice(runningSession(held.record), choice, c.get('user').id) } }));
    })
    .post('/end', requireJourneyEditor, async (c) =>
      decide(c, (held) => {
        facilitatedBy(held.record, c.get('user').id);
        const ended = endSession(held.record, held.journey.state, nowIso());
        return { record: ended.record, actions: ended.actions };
      }),
    );
}
