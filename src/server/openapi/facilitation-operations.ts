import {
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
import { type ApiOperation, op } from './api-operation';

const sessionAnswer = {
  version: 7,
  serverNow: '2026-11-26T10:00:00.000Z',
  canStart: false,
  designated: null,
  session: {
    id: '{sessionId}',
    facilitator: { id: '{userId}', name: 'Ana Silva' },
    startedAt: '2026-11-26T09:30:00.000Z',
    step: 'ideate/evaluate',
    gathering: 2,
    timer: { state: 'running', endsAt: '2026-11-26T10:05:00.000Z', durationMs: 300_000 },
    sound: true,
    round: null,
    youFacilitate: true,
  },
};
const answered = (description: string) => ({ status: 200 as const, description, example: sessionAnswer });

const command = (path: string, summary: string, body: ApiOperation['body'], example: unknown, roles: ApiOperation['roles'] = 'owners and editors') =>
  op({ method: 'post', path: `/api/journeys/{id}/facilitation${path}`, tag: 'Facilitated sessions', summary, scope: 'journeys:write', roles, body, example, success: answered('The session as the caller may see it.') });

/** A workshop run on a journey (issue 23): the facilitator's commands and everyone's own marks. */
export const facilitationOperations = [
  op({
    method: 'get',
    path: '/api/journeys/{id}/facilitation',
    tag: 'Facilitated sessions',
    summary: 'Read the session as you may see it',
    description: 'Your own private ideas, scores and choices, and counts of everyone else’s; nothing of others’ before a round closes.',
    scope: 'journeys:read',
    roles: 'any member',
    success: answered('The session, or `session: null` when none runs.'),
  }),
  command('/start', 'Start a session and facilitate it', startSessionSchema, { step: 'ideate/ideas' }),
  command('/hand-over', 'Hand facilitation to an owner or editor', handOverSchema, { userId: '{userId}' }),
  command('/timer', 'Start, pause, resume, extend or stop the timer', timerCommandSchema, { action: 'start', minutes: 10 }),
  command('/sound', 'Turn the end-of-timer tone on or off', soundSchema, { sound: false }),
  command('/step', 'Move the facilitator, and bring everyone along', facilitatorStepSchema, { step: 'ideate/evaluate', gather: true }),
  command('/rounds', 'Open a private, blind scoring or pairwise round', startRoundSchema, { kind: 'blind-scoring', anonymousVotes: true }),
  command('/rounds/close', 'Close the round: its results appear together', closeRoundSchema, { roundId: '{roundId}', attribution: 'named' }),
  command('/private-ideas', 'Add an idea to a private round', privateIdeaSchema, { roundId: '{roundId}', title: 'Refund tracker', description: 'Customers see where their refund is.' }, 'any member'),
  op({
    method: 'delete',
    path: '/api/journeys/{id}/facilitation/private-ideas/{ideaId}',
    tag: 'Facilitated sessions',
    summary: 'Take back one of your private ideas',
    scope: 'journeys:write',
    roles: 'any member',
    success: answered('The session as the caller may see it.'),
  }),
  op({
    method: 'put',
    path: '/api/journeys/{id}/facilitation/blind-marks',
    tag: 'Facilitated sessions',
    summary: 'Give your scores and votes in a blind round',
    scope: 'journeys:write',
    roles: 'any member',
    body: blindMarksSchema,
    example: { roundId: '{roundId}', scores: { '{ideaId}': { appeal: 7, fit: 5 } }, votes: ['{ideaId}'], finished: true },
    success: answered('The session as the caller may see it.'),
  }),
  command('/pairwise-choices', 'Choose the better idea of a pair, for appeal and for fit', pairwiseChoiceSchema, { roundId: '{roundId}', pairIndex: 0, appeal: '{ideaId}', fit: '{ideaId}' }, 'any member'),
  command('/end', 'End the session and save its summary on the journey', undefined, undefined),
];
